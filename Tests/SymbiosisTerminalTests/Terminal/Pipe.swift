#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe for tests; either end can be closed early.
final class Pipe {
  private(set) var readEnd: Int32
  private(set) var writeEnd: Int32

  init() throws {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw SystemCallError("pipe") }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    closeReadEnd()
    closeWriteEnd()
  }

  func send(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
  }

  func closeWriteEnd() {
    if writeEnd >= 0 { close(writeEnd) }
    writeEnd = -1
  }

  func closeReadEnd() {
    if readEnd >= 0 { close(readEnd) }
    readEnd = -1
  }

  /// The bytes waiting in the pipe, without blocking.
  func drain() -> [UInt8] { availableBytes(on: readEnd) }
}
