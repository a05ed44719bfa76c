#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Bulk comparison of rows of cells.
enum CellRows {
  /// Whether `count` cells at `a` and `b` are all equal.
  ///
  /// A cell is two 64-bit words with no padding and every bit meaningful, so bitwise equality
  /// is cell equality and the C library's vectorised `memcmp` can do the work.
  static func equal(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>, count: Int) -> Bool {
    memcmp(a, b, count * MemoryLayout<Cell>.stride) == 0
  }
}
