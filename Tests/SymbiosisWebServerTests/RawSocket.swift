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

  /// A connection to `port` upgraded to the socket of `session`, as a page of `origin` with
  /// `token` in its cookie opens it, and the head the server answered; the connection stays
  /// open as long as the test holds it, and answers nothing unless the test does. Its kernel
  /// buffers at most about `receiveBuffer` bytes the test has not read, when given.
  static func upgraded(
    port: Int, session: String, origin: String, token: String, receiveBuffer: Int32? = nil
  ) async throws -> (socket: RawSocket, head: String) {
    let request =
      "GET /_symbiosis/live?session=\(session) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
      + "Upgrade: websocket\r\nConnection: Upgrade\r\n"
      + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
      + "Origin: \(origin)\r\nCookie: symbiosis=\(token)\r\n\r\n"
    let socket = try RawSocket(port: port, receiveBuffer: receiveBuffer)
    let head = try await socket.onThread { socket in
      socket.send(Array(request.utf8))
      return String(decoding: socket.read(through: Array("\r\n\r\n".utf8)), as: UTF8.self)
    }
    return (socket, head)
  }

  private let descriptor: Int32

  /// A connection to `port` on 127.0.0.1, its receive buffer `receiveBuffer` bytes when given
  /// (set before connecting, so that the window the peer is offered is that small).
  init(port: Int, receiveBuffer: Int32? = nil) throws {
    #if canImport(Glibc)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw POSIXError(.EBADF) }
    var timeout = timeval(tv_sec: 60, tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    if var size = receiveBuffer {
      setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }
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

  /// Runs `body` with this connection on a Dispatch thread (see ``exchange(port:_:)``).
  func onThread<Result: Sendable>(
    _ body: @escaping @Sendable (RawSocket) throws -> Result
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(with: Swift.Result { try body(self) })
      }
    }
  }

  /// Sends `text` as one text frame, masked as a client's must be.
  func sendText(_ text: String) { sendFrame(opcode: 0x1, Array(text.utf8)) }

  /// Sends one final frame of `opcode` carrying `bytes` (fewer than 64 KiB), masked as a
  /// client's must be.
  func sendFrame(opcode: UInt8, _ bytes: [UInt8]) {
    let mask: [UInt8] = [7, 1, 9, 4]
    let payload = bytes.enumerated().map { $1 ^ mask[$0 % 4] }
    let length: [UInt8] =
      payload.count < 126
      ? [0x80 | UInt8(payload.count)]
      : [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    send([0x80 | opcode] + length + mask + payload)
  }

  /// Reads one frame the server sent (unmasked, as a server's are): its opcode and payload;
  /// `nil` when the connection ended or a read gave up first.
  func readFrame() -> (opcode: UInt8, payload: [UInt8])? {
    guard let head = read(count: 2) else { return nil }
    var length = Int(head[1] & 0x7F)
    if length == 126 {
      guard let extended = read(count: 2) else { return nil }
      length = Int(extended[0]) << 8 | Int(extended[1])
    } else if length == 127 {
      guard let extended = read(count: 8) else { return nil }
      length = extended.reduce(0) { $0 << 8 | Int($1) }
    }
    guard let payload = read(count: length) else { return nil }
    return (head[0] & 0x0F, payload)
  }

  /// Reads frames until a text frame holding `marker` (answering no ping): its text; `nil`
  /// when the connection ended or a read gave up first.
  func readText(containing marker: String) -> String? {
    while let frame = readFrame() {
      guard frame.opcode == 0x1 else { continue }
      let text = String(decoding: frame.payload, as: UTF8.self)
      if text.contains(marker) { return text }
    }
    return nil
  }

  /// Makes the connection end with a reset (RST) when it closes, as a network that drops it
  /// may, rather than with a FIN.
  func resetsWhenClosed() {
    var option = linger(l_onoff: 1, l_linger: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
  }

  /// Reads exactly `count` bytes; `nil` when the connection ended or a read gave up first.
  private func read(count: Int) -> [UInt8]? {
    var all: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: max(count, 1))
    while all.count < count {
      let got = buffer.withUnsafeMutableBytes {
        recv(descriptor, $0.baseAddress, count - all.count, 0)
      }
      guard got > 0 else { return nil }
      all += buffer[..<got]
    }
    return all
  }

  /// Reads until the peer closes the connection: every byte it sent; `nil` when a read failed
  /// or gave up before (the peer held the connection open a minute).
  func readToClose() -> [UInt8]? {
    var all: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count == 0 { return all }
      guard count > 0 else { return nil }
      all += buffer[..<count]
    }
  }

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
