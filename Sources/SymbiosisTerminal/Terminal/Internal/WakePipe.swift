#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe whose only use is to wake a thread blocked in `poll`.
///
/// Both ends are closed when the last reference goes, so the polling thread, which holds one,
/// never polls a closed (or reused) descriptor, and a late ``wake()`` never writes to a pipe
/// without a reader (which would raise SIGPIPE).
final class WakePipe: Sendable {
  /// The end to poll for reading.
  let readEnd: Int32
  private let writeEnd: Int32

  /// A new non-blocking pipe.
  init() throws(TerminalError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .lastSystemCall("pipe") }
    ends.forEach(FileDescriptorIO.makeNonBlocking)
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }

  /// Makes ``readEnd`` readable; waking twice is harmless.
  func wake() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }
}
