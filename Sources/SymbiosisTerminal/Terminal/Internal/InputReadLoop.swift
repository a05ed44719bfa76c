#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The reading thread's work: poll, read, yield, until told to stop or the input ends.
struct InputReadLoop: Sendable {
  let fileDescriptor: Int32
  let wakePipe: WakePipe
  let idleMilliseconds: Int32
  let chunkSize: Int
  let continuation: AsyncStream<[UInt8]>.Continuation

  /// Reads until stopped, at the end of the input or on an error, then finishes the stream.
  func run() {
    defer { continuation.finish() }
    var buffer = [UInt8](repeating: 0, count: chunkSize)
    var descriptors = [
      pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakePipe.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    var timeout: Int32 = -1
    while true {
      let ready = poll(&descriptors, 2, timeout)
      if ready < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      if descriptors[1].revents != 0 { return }
      if ready == 0 {
        timeout = -1
        if case .terminated = continuation.yield([]) { return }
        continue
      }
      guard descriptors[0].revents & Int16(POLLNVAL) == 0 else { return }
      let count = read(fileDescriptor, &buffer, chunkSize)
      if count > 0 {
        timeout = idleMilliseconds
        if case .terminated = continuation.yield(Array(buffer[..<count])) { return }
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        return
      }
    }
  }
}
