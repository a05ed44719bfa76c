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

  /// What the app wrote to the terminal, waiting up to `timeout` milliseconds for the first byte
  /// and then until the output pauses.
  func output(timeout: Int32 = 1000) -> [UInt8] {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var wait = timeout
    while true {
      var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, wait) > 0 else { return received }
      let count = read(controller, &buffer, buffer.count)
      guard count > 0 else { return received }
      received += buffer[..<count]
      wait = 50
    }
  }
}
