import Foundation
import SymbiosisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A stand-in for the Swift runtime's crash reporter, for exit tests: installed for the signals
/// a trap raises before the app starts, as the runtime's is, it ends the process with
/// ``restored`` when the terminal was given back before it ran, else with another status.
enum CrashReportCheck {
  /// The status when the app had left its modes and put back cooked mode before the report.
  static let restored: Int32 = 77
  /// The status when the terminal was still in raw mode when the report began.
  static let stillRaw: Int32 = 78

  // Set by the exit test's user thread before it crashes; read only by the handler, which the
  // crash runs on that same thread.
  nonisolated(unsafe) static var user: PseudoTerminalUser?
  nonisolated(unsafe) static var drawn = 0
  /// Text that must show after the leave sequence (the crash's message), if any.
  nonisolated(unsafe) static var messageAfterLeaving: String?

  /// Installs the stand-in for SIGILL and SIGTRAP (a trap) and SIGABRT.
  static func install() {
    for number in [SIGILL, SIGTRAP, SIGABRT] {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in CrashReportCheck.report() }
      #else
        action.__sigaction_u.__sa_handler = { _ in CrashReportCheck.report() }
      #endif
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, nil)
    }
  }

  /// Installs, for SIGSEGV, a stand-in that reports nothing and returns, as the runtime's
  /// reporter does for a signal another process sent.
  static func installReturning() {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = { _ in }
    #else
      action.__sigaction_u.__sa_handler = { _ in }
    #endif
    sigemptyset(&action.sa_mask)
    sigaction(SIGSEGV, &action, nil)
  }

  private static func report() {
    guard let user else { _exit(79) }
    // Times out with PseudoTerminalProgram.timedOut when the modes are never left.
    let left = user.waitFor(TerminalModes.fullScreen.leaveSequence, after: drawn)
    if let messageAfterLeaving { user.waitFor(messageAfterLeaving, after: left) }
    guard let now = try? TermiosSnapshot(fileDescriptor: user.terminal.replica),
      now.hasLocal(ICANON), now.hasLocal(ECHO)
    else { _exit(stillRaw) }
    _exit(restored)
  }
}
