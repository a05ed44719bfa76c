#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small system-call helpers that retry what a signal or a full buffer interrupted.
enum FileDescriptorIO {
  /// Writes all of `bytes`, retrying on EINTR and waiting (up to about a second in all) while a
  /// non-blocking descriptor is full.
  static func writeAll(_ bytes: some Collection<UInt8>, to fileDescriptor: Int32)
    throws(TerminalError)
  {
    let array = Array(bytes)
    var offset = 0
    var waits = 0
    while offset < array.count {
      let written = array.withUnsafeBytes { buffer in
        guard let start = buffer.baseAddress else { return 0 }
        return write(fileDescriptor, start + offset, buffer.count - offset)
      }
      if written >= 0 {
        offset += written
        continue
      }
      let code = errno
      guard code == EINTR || code == EAGAIN || code == EWOULDBLOCK else {
        throw .systemCall(name: "write", errno: code)
      }
      if code != EINTR {
        waits += 1
        guard waits <= 20 else { throw .systemCall(name: "write", errno: code) }
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&descriptor, 1, 50)
      }
    }
  }

  /// Calls `body` again while it fails with EINTR; returns its last result.
  static func retryingInterrupts(_ body: () -> Int32) -> Int32 {
    var result = body()
    while result == -1 && errno == EINTR { result = body() }
    return result
  }

  /// Makes `fileDescriptor` non-blocking and closed on exec.
  static func makeNonBlocking(_ fileDescriptor: Int32) {
    let flags = fcntl(fileDescriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(fileDescriptor, F_SETFL, flags | O_NONBLOCK) }
    _ = fcntl(fileDescriptor, F_SETFD, FD_CLOEXEC)
  }
}
