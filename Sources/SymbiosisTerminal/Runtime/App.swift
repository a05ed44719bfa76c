import Foundation
import Symbiosis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a screen in the terminal: one main-actor loop for input, signals, async work and
/// frames, and the terminal always given back as it was.
///
/// ```swift
/// let app = App(root: SearchyView())
/// try await app.run()
/// ```
///
/// On a terminal it takes the alternate screen, raw keys, the mouse and bracketed paste, and
/// restores them all on ``quit()``, Ctrl-C, SIGTERM, SIGHUP, SIGQUIT, a thrown error or `exit`,
/// and before the Swift runtime writes a crash report (a trap, `fatalError`). Ctrl-Z
/// (or SIGTSTP) gives the terminal back and stops the process; when the shell continues it, or
/// after any stop (SIGSTOP), the terminal is set up again and redrawn. When standard
/// output is not a terminal, or with `textMode`, it prints each new frame as plain text instead
/// (for scripts and logs), reads each key from standard input once the work the last one started
/// has settled, and ends once input has ended and the work has settled, the work started
/// before `run` (the root view's first load) included.
///
/// The terminal platform installs its ``/Symbiosis/PlatformServices`` with the app's screen, so
/// the standard actions work with no code of the app's: navigation goes back and performs
/// segues on the screen's ``NavigationStack`` (its navigator's, with ``init(navigator:theme:)``
/// or a stack made with one), focus moves on this screen, copies go
/// to the terminal's clipboard (OSC 52; not in text mode, where there is no terminal), links
/// open with ``SystemURLOpener``.
@MainActor
public final class App {
  /// What the app shows.
  public let screen: Screen
  private var quitContinuation: CheckedContinuation<Void, Never>?
  /// Why the app ended, once it has; only the first reason counts.
  private var exitReason: ExitReason?
  /// Stops the process on Ctrl-Z while the app runs on a terminal.
  private var suspend: (() -> Void)?
  private var animation: Task<Void, Never>?

  /// The navigator the app presents on (`app.navigator?.present(Alert(…))`): the one its
  /// ``NavigationStack`` follows, or, when the root holds no navigation stack, one the app made
  /// over the root; `nil` for a stack of views pushed directly.
  public let navigator: Navigator?

  /// An app showing `root`; with no ``NavigationStack`` in it, under the modal scenes of a
  /// ``navigator`` of its own.
  public init(root: View, theme: Theme = .standard) {
    let shown = Self.holdsNavigationStack(root) ? root : NavigationStack(hosting: root)
    screen = Screen(root: shown, size: Size(width: 80, height: 24), theme: theme)
    navigator = screen.navigationStack?.navigator
  }

  private static func holdsNavigationStack(_ view: View) -> Bool {
    view is NavigationStack || view.subviews.contains(where: holdsNavigationStack)
  }

  /// An app showing `navigator`'s scenes in a ``NavigationStack``; the navigation actions act
  /// on it.
  public convenience init(navigator: Navigator, theme: Theme = .standard) {
    self.init(root: NavigationStack(navigator), theme: theme)
  }

  /// Whether to run in text mode: when the program asks for it (its parsed `--text` flag,
  /// say) or standard output is not a terminal.
  public static func prefersTextMode(requested: Bool = false) -> Bool {
    requested || isatty(STDOUT_FILENO) == 0
  }

  /// Why the app cannot take the terminal full-screen, as a sentence that names `--text`, or
  /// `nil` when `input` and `output` are both terminals that can show it.
  ///
  /// A program checks this before it runs without `--text`, so that `echo x | app`,
  /// `app > file` or a `TERM=dumb` terminal (an editor's shell buffer, which shows escape
  /// sequences as text) says what to do instead of reading keys or writing frames it cannot.
  nonisolated public static func terminalProblem(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    if isatty(input) == 0 {
      "Standard input is not a terminal; use --text to read keys from it."
    } else if isatty(output) == 0 {
      "Standard output is not a terminal; use --text to print frames to it as plain text."
    } else if environment["TERM"] == "dumb" {
      "This terminal (TERM=dumb) cannot show a full-screen app; use --text to print frames to it "
        + "as plain text."
    } else {
      nil
    }
  }

  /// Runs until ``quit()``, Ctrl-C, SIGTERM, SIGHUP or SIGQUIT; in text mode, until input ends and the
  /// app's work has settled. Returns why it ended.
  ///
  /// - Throws: ``TerminalError`` when the terminal cannot be set up; it is left as it was.
  @discardableResult
  public func run(textMode: Bool = App.prefersTextMode()) async throws -> ExitReason {
    Screen.running = screen
    if textMode {
      try await TextModeRunner(app: self, unscopedWork: .unscoped).run()
    } else {
      // Nothing waits for work here: it need not be counted.
      PendingWork.stopCountingUnscopedWork()
      try await runInteractive()
      // Quitting leaves the focused view: a field writes what the user typed, then it is saved.
      screen.resignFocus()
      await Self.finishSaves()
    }
    return exitReason ?? .quit
  }

  /// Waits until the data sources' saves under way, `saves` (``/Symbiosis/PendingWork/saves``), end, for
  /// at most `limit` on `clock`: an edit made as the user quits is written before the program
  /// exits, and a save that hangs (a server that never answers) does not keep it from exiting.
  static func finishSaves(
    _ saves: PendingWork = PendingWork.saves, within limit: Duration = .seconds(5),
    clock: any Clock<Duration> = ContinuousClock()
  ) async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await saves.settled() }
      group.addTask { try? await clock.sleep(for: limit) }
      await group.next()
      group.cancelAll()
    }
  }

  /// Runs as a program's `main`: like ``run(textMode:)``, then exits with the status of why it
  /// ended (130 after Ctrl-C, 143 after SIGTERM, 129 after SIGHUP, 131 after SIGQUIT, else 0). An error that stops
  /// the app is told on standard error, after the program's name, with status 1. `textMode` is
  /// the program's request for text mode, see ``prefersTextMode(requested:)``.
  public func runAsMain(textMode: Bool = false) async {
    do {
      let reason = try await run(textMode: App.prefersTextMode(requested: textMode))
      exit(reason.exitStatus)
    } catch {
      let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
      FileHandle.standardError.write(Data("\(name ?? "app"): \(error)\n".utf8))
      exit(1)
    }
  }

  /// Ends ``run(textMode:)``, which then returns ``ExitReason/quit``.
  public func quit() { quit(because: .quit) }

  /// Ends ``run(textMode:)`` for `reason`; only the first reason counts.
  private func quit(because reason: ExitReason) {
    if exitReason == nil { exitReason = reason }
    quitContinuation?.resume()
    quitContinuation = nil
  }

  /// Waits for ``quit()``.
  func waitForQuit() async {
    guard exitReason == nil else { return }
    await withCheckedContinuation { quitContinuation = $0 }
  }

  /// Hands an input event to the screen; Ctrl-C quits and, on a terminal, Ctrl-Z suspends.
  func handle(_ event: InputEvent) {
    if case .key(let key) = event, key.modifiers == .control {
      if key.key == .character("c") {
        quit(because: .interrupted)
        return
      }
      if key.key == .character("z"), let suspend {
        suspend()
        return
      }
    }
    screen.handle(event)
  }

  /// Starts the spinner clock when the last frame drew something animated.
  func animateIfNeeded() {
    guard screen.wantsAnimationFrame, animation == nil else { return }
    animation = Task { @MainActor [weak self] in
      try? await Task.sleep(for: .milliseconds(100))
      self?.animation = nil
      self?.screen.advanceAnimation()
    }
  }

  private func runInteractive() async throws {
    let restorer = try TerminalRestorer.enter(modes: .fullScreen)
    restorer.restoreAtExit()
    defer { restorer.restore() }
    let signals = try SignalWatcher(signals: TerminalSignal.standard.union([.suspend]))
    defer { signals.stop() }
    let reader = try InputReader()
    defer { reader.stop() }
    let fitToTerminal = { @MainActor [screen] in
      if let size = TerminalSize.current() {
        screen.resize(to: Size(width: size.columns, height: size.rows))
      }
    }
    fitToTerminal()
    let environment = ProcessInfo.processInfo.environment
    let pipeline = FramePipeline(
      screen: screen,
      encoder: FrameEncoder(
        colorSupport: .detect(environment: environment), synchronizedOutput: true),
      output: { bytes in try? FileDescriptorIO.writeAll(bytes, to: STDOUT_FILENO) })
    let frames = FrameScheduler { [weak self] in
      pipeline.drawFrame()
      self?.animateIfNeeded()
    }
    screen.onNeedsFrame = { frames.schedule() }
    defer { screen.onNeedsFrame = nil }
    // After a stop what the terminal shows is unknown, and its size may have changed while the
    // app, stopped, was not told: measure it and draw afresh.
    let redrawAll = { @MainActor in
      fitToTerminal()
      pipeline.invalidate()
      frames.drawNow()
    }
    suspend = {
      try? restorer.suspendProcess()
      redrawAll()
    }
    defer { suspend = nil }
    frames.drawNow()
    let input = Task { @MainActor [weak self] in
      var parser = InputParser()
      for await chunk in reader.chunks {
        let events = chunk.isEmpty ? parser.flush() : parser.feed(chunk)
        for event in events { self?.handle(event) }
      }
      // In raw mode only a hang-up ends a terminal's input.
      if !Task.isCancelled { self?.quit(because: .hungUp) }
    }
    let signalLoop = Task { @MainActor [weak self] in
      for await signal in signals.events {
        switch signal {
        case .resize: fitToTerminal()
        case .interrupt: self?.quit(because: .interrupted)
        case .terminate: self?.quit(because: .terminated)
        case .hangUp: self?.quit(because: .hungUp)
        case .quit: self?.quit(because: .quitSignal)
        case .suspend: self?.suspend?()
        case .resume:
          // Also after a stop the app did not see coming (SIGSTOP), which left its modes off.
          try? restorer.resume()
          redrawAll()
        }
      }
    }
    await waitForQuit()
    input.cancel()
    signalLoop.cancel()
    frames.cancel()
    animation?.cancel()
  }
}
