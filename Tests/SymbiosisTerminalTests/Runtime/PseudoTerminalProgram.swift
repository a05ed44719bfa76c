import Foundation
import SymbiosisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program for exit tests: an app showing "ready" (and its size) runs as the program's `main` with a
/// pseudo-terminal as its standard input and output, while `user` acts on the terminal's other
/// side from a thread of its own.
///
/// The process exits with the status the app chooses; `user` ends it with another status
/// (`_exit`) when what it sees is wrong, so an exit test's expected status proves both.
enum PseudoTerminalProgram {
  /// The status when a wait for the terminal's output gives up, after a minute.
  static let timedOut: Int32 = 90

  /// With `standardErrorToo`, standard error goes to the terminal as well, as in a shell.
  @MainActor
  static func run(
    standardErrorToo: Bool = false, user: @escaping @Sendable (PseudoTerminalUser) -> Void
  ) async {
    // Its own process group, so that a stop is not ignored as in an orphaned one.
    setpgid(0, 0)
    await withCheckedContinuation { (started: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        guard let terminal = try? PseudoTerminal(),
          (try? terminal.resize(columns: 40, rows: 5)) != nil
        else { _exit(91) }
        dup2(terminal.replica, STDIN_FILENO)
        dup2(terminal.replica, STDOUT_FILENO)
        if standardErrorToo { dup2(terminal.replica, STDERR_FILENO) }
        started.resume()
        user(PseudoTerminalUser(terminal: terminal))
        // The terminal must stay open until the app exits: closing it would hang it up.
        while true { pause() }
      }
    }
    await App(root: ReadyView()).runAsMain()
  }
}

/// "ready" and the size it was laid out at, such as "ready 40x5".
private final class ReadyView: View {
  override func draw(_ canvas: inout Canvas) {
    canvas.text("ready \(frame.width)x\(frame.height)")
  }
}

/// The user's side of a ``PseudoTerminalProgram``: what the app wrote, and the keyboard.
final class PseudoTerminalUser {
  let terminal: PseudoTerminal
  /// Everything the app wrote so far.
  private(set) var transcript: [UInt8] = []

  init(terminal: PseudoTerminal) { self.terminal = terminal }

  /// Reads what the app writes until `text` shows after `offset`; returns where it ends.
  @discardableResult
  func waitFor(_ text: String, after offset: Int = 0) -> Int {
    let needle = Array(text.utf8)
    let deadline = ContinuousClock.now + .seconds(60)
    while true {
      if let end = end(of: needle, after: offset) { return end }
      guard ContinuousClock.now < deadline else { _exit(PseudoTerminalProgram.timedOut) }
      transcript += terminal.pendingOutput(waitingUpTo: 100)
    }
  }

  /// Types `bytes` on the keyboard.
  func type(_ bytes: [UInt8]) { terminal.type(bytes) }

  /// Continues this process (SIGCONT) from another one once it is stopped, after writing the
  /// terminal's settings as `stty -a` shows them to `file`.
  func continueOnceStopped(recordingSettingsIn file: String) {
    let pid = getpid()
    guard let device = ttyname(terminal.replica).map({ String(cString: $0) }) else { _exit(92) }
    let script = """
      i=0
      while [ $i -lt 6000 ] && ! grep -q '^State:[[:space:]]*T' /proc/\(pid)/status; do
        sleep 0.01; i=$((i + 1))
      done
      stty -a -F \(device) > \(file).part; mv \(file).part \(file)
      kill -CONT \(pid)
      """
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", script]
    guard (try? shell.run()) != nil else { _exit(93) }
  }

  private func end(of needle: [UInt8], after offset: Int) -> Int? {
    guard transcript.count >= needle.count, offset <= transcript.count - needle.count else {
      return nil
    }
    for start in offset...(transcript.count - needle.count)
    where transcript[start..<(start + needle.count)].elementsEqual(needle) {
      return start + needle.count
    }
    return nil
  }
}
