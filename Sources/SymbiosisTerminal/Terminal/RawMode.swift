import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal switched to raw mode: keys arrive byte by byte, unechoed, with no line editing
/// and no signal keys (Ctrl-C arrives as byte 3), and output is not post-processed.
///
/// The settings found on entry are kept and put back by ``restore()``, which may be called any
/// number of times from any thread; the object restores them too when it goes away.
public final class RawMode: Sendable {
  /// The terminal's file descriptor.
  public let fileDescriptor: Int32
  private let original: Mutex<termios?>

  /// Puts the terminal on `fileDescriptor` in raw mode.
  public init(fileDescriptor: Int32 = STDIN_FILENO) throws(TerminalError) {
    guard isatty(fileDescriptor) == 1 else { throw .notATerminal(fileDescriptor: fileDescriptor) }
    var settings = termios()
    guard tcgetattr(fileDescriptor, &settings) == 0 else { throw .lastSystemCall("tcgetattr") }
    let saved = settings
    cfmakeraw(&settings)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    let result = FileDescriptorIO.retryingInterrupts {
      tcsetattr(fileDescriptor, TCSANOW, &settings)
    }
    guard result == 0 else { throw .lastSystemCall("tcsetattr") }
    self.fileDescriptor = fileDescriptor
    original = Mutex(saved)
  }

  deinit { restore() }

  /// True until ``restore()`` has run.
  public var isActive: Bool { original.withLock { $0 != nil } }

  /// Puts back the settings the terminal had before; later calls do nothing.
  public func restore() {
    guard var settings = original.withLock({ $0.take() }) else { return }
    _ = FileDescriptorIO.retryingInterrupts { tcsetattr(fileDescriptor, TCSANOW, &settings) }
  }
}
