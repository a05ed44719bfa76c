import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plain TCP connection to a test server on the loopback, for bytes no WebSocket client
/// sends (an unmasked frame). Its reads block, so a test uses it in ``exchange(port:_:)``, on
/// a thread of its own; each read gives up after a minute rather than hang a test.
final class RawSocket: Sendable {
  /// Runs `body` with a connection to `port` on a Dispatch thread, not one of the few threads
  /// Swift's tasks share (the server's own tasks need those while `body` waits for it).
  static func exchange<Result: Sendable>(
    port: Int, _ body: @escaping @Sendable (RawSocket) throws -> Result
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(with: Swift.Result { try body(RawSocket(port: port)) })
      }
    }
  }

  private let descriptor: Int32

  /// A connection to `port` on 127.0.0.1.
  init(port: Int) throws {
    #if canImport(Glibc)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw POSIXError(.EBADF) }
    var timeout = timeval(tv_sec: 60, tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw POSIXError(.ECONNREFUSED)
    }
  }

  deinit { close(descriptor) }

  /// Sends `bytes`, all of them.
  func send(_ bytes: [UInt8]) {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        #else
          Darwin.send(descriptor, $0.baseAddress, $0.count, 0)
        #endif
      }
      guard count > 0 else { return }
      sent += count
    }
  }

  /// Reads until the peer closes (or a read fails): every byte it sent.
  func readToEnd() -> [UInt8] {
    var all: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return all }
      all += buffer[..<count]
    }
  }

  /// Reads until `marker` has come (the end of an HTTP head); what came up to and with it.
  func read(through marker: [UInt8]) -> [UInt8] {
    var all: [UInt8] = []
    var byte: UInt8 = 0
    while !all.ends(with: marker) {
      guard recv(descriptor, &byte, 1, 0) == 1 else { return all }
      all.append(byte)
    }
    return all
  }
}

extension Array where Element: Equatable {
  fileprivate func ends(with suffix: [Element]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
