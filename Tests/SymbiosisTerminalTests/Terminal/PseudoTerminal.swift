import SymbiosisTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal for tests: `replica` is the app's side (a real terminal device),
/// `controller` the terminal emulator's side.
final class PseudoTerminal {
  let controller: Int32
  let replica: Int32

  init() throws {
    var controller: Int32 = -1
    var replica: Int32 = -1
    guard openpty(&controller, &replica, nil, nil, nil) == 0 else {
      throw SystemCallError("openpty")
    }
    self.controller = controller
    self.replica = replica
    // Only the test reads the controller; the app's side, `replica`, stays blocking.
    _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    close(replica)
    close(controller)
  }

  /// Sets the window size, as a terminal emulator does when its window is resized.
  func resize(columns: Int, rows: Int) throws {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    guard ioctl(controller, UInt(TIOCSWINSZ), &size) == 0 else { throw SystemCallError("ioctl") }
  }

  /// Types `text` as if on the keyboard.
  func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
  }

  /// What the app wrote to the terminal and the terminal has not read yet.
  ///
  /// The controller does not block, and a read that finds nothing first lets the kernel pass on
  /// what the app wrote, so nothing written before the call is missed. With `milliseconds`, it
  /// first waits that long at most for output to come, so that a thread of its own checking it in
  /// a loop (an exit test's user) does not spin.
  func pendingOutput(waitingUpTo milliseconds: Int32 = 0) -> [UInt8] {
    if milliseconds > 0 {
      var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, milliseconds)
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(controller, &buffer, buffer.count), count > 0 {
      received += buffer[..<count]
    }
    return received
  }

  /// What the app wrote to the terminal, once at least `count` bytes have come.
  func output(count: Int) async throws -> [UInt8] {
    var received: [UInt8] = []
    try await waitUntil("\(count) bytes written to the terminal") {
      received += pendingOutput()
      return received.count >= count
    }
    return received
  }

  /// What was typed and the app's side has not read yet, without waiting.
  func pendingInput() -> [UInt8] { availableBytes(on: replica) }
}
