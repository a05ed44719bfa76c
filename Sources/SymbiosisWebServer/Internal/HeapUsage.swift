import CHeapUsage

/// The heap's bytes in use, as the C library's allocator counts them (glibc's `mallinfo2`,
/// Darwin's zone statistics): they fall when memory is freed, as a resident size does not.
enum HeapUsage {
  /// The bytes in use now; `nil` where the allocator cannot say.
  static func bytesInUse() -> Int? {
    let bytes = symbiosis_heap_bytes_in_use()
    return bytes == 0 ? nil : Int(clamping: bytes)
  }
}
