import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back as the app found it: leaves the modes it entered and restores the
/// settings raw mode changed.
///
/// ``suspendProcess()`` gives the terminal back while the process is stopped (Ctrl-Z), and
/// ``resume()`` sets it up again after a stop it did not see coming (SIGSTOP). ``restore()`` runs
/// once; later calls, from any thread, do nothing. It also runs when the
/// restorer goes away and, after ``restoreAtExit()``, when the process calls `exit` or crashes
/// (a trap, `fatalError`), before the runtime writes its crash report. A signal that ends the
/// process skips both: watch SIGINT, SIGTERM and SIGQUIT with ``SignalWatcher`` and restore
/// before exiting.
package final class TerminalRestorer: Sendable {
  /// The modes to leave.
  package let modes: TerminalModes
  /// Where the leave sequence is written.
  package let outputFileDescriptor: Int32
  private let rawMode: RawMode?
  private let restored = Atomic<Bool>(false)
  /// Whether a crash restores the terminal: after ``restoreAtExit()``.
  private let restoresOnCrash = Atomic<Bool>(false)
  /// Standard error, kept off the screen while the app has it (see ``enter(modes:inputFileDescriptor:outputFileDescriptor:)``).
  private let heldError: StandardErrorHold?

  /// A restorer that leaves `modes` on `outputFileDescriptor` and then restores `rawMode`.
  package convenience init(
    modes: TerminalModes, outputFileDescriptor: Int32 = STDOUT_FILENO, rawMode: RawMode?
  ) {
    self.init(
      modes: modes, outputFileDescriptor: outputFileDescriptor, rawMode: rawMode, heldError: nil)
  }

  private init(
    modes: TerminalModes, outputFileDescriptor: Int32, rawMode: RawMode?,
    heldError: StandardErrorHold?
  ) {
    self.modes = modes
    self.outputFileDescriptor = outputFileDescriptor
    self.rawMode = rawMode
    self.heldError = heldError
  }

  /// Sets the terminal up for a full-screen app: raw mode on `inputFileDescriptor`, then the
  /// enter sequence of `modes` on `outputFileDescriptor`; returns the restorer that undoes both.
  /// If writing fails, raw mode is restored before the error is thrown.
  ///
  /// When standard error is the same terminal, what is written to it meanwhile (a warning, a
  /// crash's message) is kept off the app's screen and shown once the terminal is restored or
  /// suspended.
  package static func enter(
    modes: TerminalModes = .fullScreen,
    inputFileDescriptor: Int32 = STDIN_FILENO,
    outputFileDescriptor: Int32 = STDOUT_FILENO
  ) throws(TerminalError) -> TerminalRestorer {
    let rawMode = try RawMode(fileDescriptor: inputFileDescriptor)
    do {
      try FileDescriptorIO.writeAll(modes.enterSequence.utf8, to: outputFileDescriptor)
    } catch {
      rawMode.restore()
      throw error
    }
    return TerminalRestorer(
      modes: modes, outputFileDescriptor: outputFileDescriptor, rawMode: rawMode,
      heldError: StandardErrorHold.begin(sharingTerminalWith: outputFileDescriptor))
  }

  deinit { restore() }

  /// True once ``restore()`` has run.
  package var isRestored: Bool { restored.load(ordering: .acquiring) }

  /// Writes the leave sequence (ignoring a terminal that is gone) and restores raw mode; runs
  /// only the first time.
  package func restore() {
    guard !restored.exchange(true, ordering: .acquiringAndReleasing) else { return }
    CrashRestorer.disarm(owner: ObjectIdentifier(self))
    try? FileDescriptorIO.writeAll(modes.leaveSequence.utf8, to: outputFileDescriptor)
    rawMode?.restore()
    heldError?.end()
    ExitRestorers.remove(self)
  }

  /// Gives the terminal back for a while: leaves the modes and puts back the settings raw mode
  /// changed, until ``resume()``. Does nothing once restored.
  package func suspend() {
    guard !isRestored else { return }
    CrashRestorer.disarm(owner: ObjectIdentifier(self))
    try? FileDescriptorIO.writeAll(modes.leaveSequence.utf8, to: outputFileDescriptor)
    rawMode?.suspend()
    heldError?.pause()
  }

  /// Sets the terminal up again, after ``suspend()`` or after the process was stopped and
  /// continued without warning: raw mode, then the modes' enter sequence. The app must then
  /// redraw everything. Does nothing once restored.
  package func resume() throws(TerminalError) {
    guard !isRestored else { return }
    try rawMode?.resume()
    try FileDescriptorIO.writeAll(modes.enterSequence.utf8, to: outputFileDescriptor)
    heldError?.resume()
    if restoresOnCrash.load(ordering: .acquiring) { armCrashRestore() }
  }

  /// What Ctrl-Z does in a full-screen app: gives the terminal back, stops the process as the
  /// shell expects of a job, and once the shell continues it (`fg`), sets the terminal up again.
  /// The app must then redraw everything.
  package func suspendProcess() throws(TerminalError) {
    guard !isRestored else { return }
    suspend()
    switch SignalRelay.shared {
    case .success(let relay): relay.stopProcess()
    case .failure: kill(getpid(), SIGSTOP)
    }
    try resume()
  }

  /// Makes `exit` (also a return from `main`) restore the terminal if it was not done before,
  /// and a crash restore it before the crash report is written.
  package func restoreAtExit() {
    guard !isRestored else { return }
    ExitRestorers.add(self)
    restoresOnCrash.store(true, ordering: .releasing)
    armCrashRestore()
  }

  /// Has a crash write the leave sequence and put back the settings raw mode changed.
  private func armCrashRestore() {
    let settings = rawMode.flatMap { mode in
      mode.settingsToRestore.map { (settings: $0, terminal: mode.fileDescriptor) }
    }
    CrashRestorer.arm(
      owner: ObjectIdentifier(self), leave: Array(modes.leaveSequence.utf8),
      output: outputFileDescriptor, settings: settings, heldError: heldError)
  }
}
