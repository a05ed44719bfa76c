import Symbiosis

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
/// ``suspend()`` and ``resume()`` give the terminal back for a while, as around a stop on Ctrl-Z.
package final class RawMode: Sendable {
  /// The terminal's file descriptor.
  package let fileDescriptor: Int32
  /// The settings to go back to, and whether raw mode is on now; nil once restored for good.
  private let state: Lock<(original: termios, isRaw: Bool)?>

  /// Puts the terminal on `fileDescriptor` in raw mode.
  ///
  /// - Throws: ``TerminalError/notATerminal(fileDescriptor:)`` when input is redirected from a
  ///   file or a pipe; ``TerminalError/systemCall(name:errno:)`` when the settings cannot be
  ///   read or changed.
  package init(fileDescriptor: Int32 = STDIN_FILENO) throws(TerminalError) {
    guard isatty(fileDescriptor) == 1 else { throw .notATerminal(fileDescriptor: fileDescriptor) }
    let original = try Self.currentSettings(of: fileDescriptor)
    try Self.apply(Self.raw(from: original), to: fileDescriptor)
    self.fileDescriptor = fileDescriptor
    state = Lock((original, true))
  }

  deinit { restore() }

  /// True while raw mode is on: until ``restore()``, and not between ``suspend()`` and
  /// ``resume()``.
  package var isActive: Bool { state.withLock { $0?.isRaw ?? false } }

  /// The settings ``restore()`` would put back, while raw mode is on.
  var settingsToRestore: termios? {
    state.withLock { state in state.flatMap { $0.isRaw ? $0.original : nil } }
  }

  /// Puts back the settings the terminal had before, for good; later calls do nothing.
  package func restore() {
    guard let saved = state.withLock({ $0.take() }), saved.isRaw else { return }
    try? Self.apply(saved.original, to: fileDescriptor)
  }

  /// Puts back the settings the terminal had before until ``resume()``: what a shell expects
  /// of a job it is about to show as stopped. Does nothing unless raw mode is on.
  package func suspend() {
    state.withLock { state in
      guard let saved = state, saved.isRaw else { return }
      state?.isRaw = false
      try? Self.apply(saved.original, to: fileDescriptor)
    }
  }

  /// Switches raw mode on again. After ``suspend()`` the settings the terminal has now become
  /// the ones to go back to (the user may have changed them while the app was stopped); while
  /// raw mode is on, the raw settings are applied again, since a shell resets the terminal of a
  /// job stopped without warning (SIGSTOP) before it continues it. Does nothing once restored.
  package func resume() throws(TerminalError) {
    try state.withLock { state throws(TerminalError) in
      guard let saved = state else { return }
      let original = saved.isRaw ? saved.original : try Self.currentSettings(of: fileDescriptor)
      try Self.apply(Self.raw(from: original), to: fileDescriptor)
      state = (original, true)
    }
  }

  private static func currentSettings(of fileDescriptor: Int32) throws(TerminalError) -> termios {
    var settings = termios()
    guard tcgetattr(fileDescriptor, &settings) == 0 else { throw .lastSystemCall("tcgetattr") }
    return settings
  }

  private static func raw(from original: termios) -> termios {
    var settings = original
    cfmakeraw(&settings)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return settings
  }

  private static func apply(_ settings: termios, to fileDescriptor: Int32) throws(TerminalError) {
    var settings = settings
    let result = FileDescriptorIO.retryingInterrupts {
      tcsetattr(fileDescriptor, TCSANOW, &settings)
    }
    guard result == 0 else { throw .lastSystemCall("tcsetattr") }
  }
}
