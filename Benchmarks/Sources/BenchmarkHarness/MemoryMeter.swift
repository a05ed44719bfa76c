import Glibc

/// Measures heap growth with glibc's allocator statistics (`mallinfo2`).
///
/// It counts bytes in ordinary heap chunks (`uordblks`) plus those in separately mapped
/// blocks (`hblkhd`): glibc serves a large buffer, such as an array of 200,000 observers,
/// with `mmap`, and that memory would be missed by `uordblks` alone. Chunk headers and
/// rounding are included, which is what an allocation really costs.
public enum MemoryMeter {
  /// Bytes the allocator has handed out and not yet had back.
  public static func bytesInUse() -> Int {
    let info = mallinfo2()
    return withUnsafeBytes(of: info) { bytes in
      bytes.load(fromByteOffset: uordblksOffset, as: Int.self)
        + bytes.load(fromByteOffset: hblkhdOffset, as: Int.self)
    }
  }

  /// Heap growth per item while `build` makes `count` items; the caller keeps them alive
  /// until this returns.
  public static func bytesPerItem(count: Int, _ build: () -> Void) -> Double {
    let before = bytesInUse()
    build()
    let after = bytesInUse()
    return Double(after - before) / Double(count)
  }

  // Swift's Glibc module does not import <malloc.h>, so `mallinfo2` is looked up by name.
  // `struct mallinfo2` is ten `size_t`s; any C struct of more than 16 bytes is returned
  // through a caller-provided buffer on x86_64 and arm64, so declaring the result as the
  // larger `rusage` (144 bytes) gives the callee a big enough buffer and the same calling
  // convention. The fields we need are then read at their offsets.
  private typealias Mallinfo2 = @convention(c) () -> rusage
  private static let uordblksOffset = 7 * MemoryLayout<Int>.size
  private static let hblkhdOffset = 4 * MemoryLayout<Int>.size

  private static let mallinfo2: Mallinfo2 = {
    guard let symbol = dlsym(nil, "mallinfo2") else { fatalError("glibc has no mallinfo2") }
    return unsafeBitCast(symbol, to: Mallinfo2.self)
  }()
}
