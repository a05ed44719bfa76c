import Foundation
import SymbiosisTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real app on a pseudo-terminal, in a process of its own: how it ends and how it stops.
@Suite("App exit and suspend")
struct AppExitAndSuspendTests {
  @Test func ctrlCExitsWithStatus130() async {
    await #expect(processExitsWith: .exitCode(130)) {
      await PseudoTerminalProgram.run { user in
        user.waitFor("ready")
        user.type([0x03])
      }
    }
  }

  @Test func sigtermExitsWithStatus143() async {
    await #expect(processExitsWith: .exitCode(143)) {
      await PseudoTerminalProgram.run { user in
        user.waitFor("ready")
        kill(getpid(), SIGTERM)
      }
    }
  }

  @Test func sighupRestoresAndExitsWithStatus129() async {
    await #expect(processExitsWith: .exitCode(129)) {
      await PseudoTerminalProgram.run { user in
        user.waitFor("ready")
        let before = user.transcript.count
        kill(getpid(), SIGHUP)
        // The app leaves its modes before it exits; only then does this wait end.
        user.waitFor(TerminalModes.fullScreen.leaveSequence, after: before)
      }
    }
  }

  @Test func sigquitRestoresAndExitsWithStatus131() async {
    await #expect(processExitsWith: .exitCode(131)) {
      await PseudoTerminalProgram.run { user in
        let drawn = user.waitFor("ready")
        kill(getpid(), SIGQUIT)
        // The app leaves its modes before it exits; only then does this wait end.
        user.waitFor(TerminalModes.fullScreen.leaveSequence, after: drawn)
      }
    }
  }

  /// The runtime's crash report must land on the normal screen, in cooked mode: the stand-in
  /// reporter checks both, then ends the process.
  @Test func aCrashGivesTheTerminalBackBeforeTheCrashReport() async {
    await #expect(processExitsWith: .exitCode(CrashReportCheck.restored)) {
      CrashReportCheck.install()
      await PseudoTerminalProgram.run { user in
        CrashReportCheck.drawn = user.waitFor("ready")
        CrashReportCheck.user = user
        fatalError("a crash in the app")
      }
    }
  }

  /// `fatalError` writes its message to standard error before it traps: on the app's screen it
  /// would be wiped with it, so it must show after the terminal is given back.
  @Test func aFatalErrorsMessageShowsOnTheNormalScreen() async {
    await #expect(processExitsWith: .exitCode(CrashReportCheck.restored)) {
      CrashReportCheck.install()
      CrashReportCheck.messageAfterLeaving = "a crash in the app"
      await PseudoTerminalProgram.run(standardErrorToo: true) { user in
        CrashReportCheck.drawn = user.waitFor("ready")
        CrashReportCheck.user = user
        fatalError("a crash in the app")
      }
    }
  }

  /// `kill -SEGV` of a running app: once the reporter has returned, the process ends as the
  /// signal's default action ends it, rather than going on with the terminal given back.
  @Test func aCrashSignalStillEndsTheProcessAfterTheReporterReturns() async {
    await #expect(processExitsWith: .signal(SIGSEGV)) {
      CrashReportCheck.installReturning()
      await PseudoTerminalProgram.run { user in
        user.waitFor("ready")
        kill(getpid(), SIGSEGV)
        // Still alive a while after the signal: the process went on, stale.
        sleep(30)
        _exit(5)
      }
    }
  }

  /// A shell script watches `/proc` for the stop, then continues the app as `fg` would.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
  func ctrlZStopsWithTheTerminalGivenBackAndContinuingSetsItUpAgain() async {
    await #expect(processExitsWith: .exitCode(130)) {
      await PseudoTerminalProgram.run { user in
        let drawn = user.waitFor("ready")
        let settings = "/tmp/symbiosis-stty-\(getpid())"
        user.continueOnceStopped(recordingSettingsIn: settings)
        user.type([0x1A])
        let left = user.waitFor(TerminalModes.fullScreen.leaveSequence, after: drawn)
        let entered = user.waitFor(TerminalModes.fullScreen.enterSequence, after: left)
        user.waitFor("ready", after: entered)
        // While stopped the shell had its line editing and echo back.
        let stopped = (try? String(contentsOfFile: settings, encoding: .utf8)) ?? ""
        unlink(settings)
        let words = Set(stopped.split(whereSeparator: \.isWhitespace).map(String.init))
        guard words.contains("icanon"), words.contains("echo") else { _exit(3) }
        // Now keys arrive one by one again.
        guard let now = try? TermiosSnapshot(fileDescriptor: user.terminal.replica),
          !now.hasLocal(ICANON), !now.hasLocal(ECHO)
        else { _exit(4) }
        user.type([0x03])
      }
    }
  }

  @Test func continuingAfterAStopItDidNotSeeSetsTheTerminalUpAgain() async {
    await #expect(processExitsWith: .exitCode(130)) {
      await PseudoTerminalProgram.run { user in
        let drawn = user.waitFor("ready")
        // What a shell does to a job stopped by SIGSTOP: it takes its own settings back.
        var cooked = termios()
        tcgetattr(user.terminal.replica, &cooked)
        cooked.c_lflag |= tcflag_t(ICANON | ECHO)
        tcsetattr(user.terminal.replica, TCSANOW, &cooked)
        kill(getpid(), SIGCONT)
        let entered = user.waitFor(TerminalModes.fullScreen.enterSequence, after: drawn)
        user.waitFor("ready", after: entered)
        guard let now = try? TermiosSnapshot(fileDescriptor: user.terminal.replica),
          !now.hasLocal(ICANON), !now.hasLocal(ECHO)
        else { _exit(4) }
        user.type([0x03])
      }
    }
  }

  @Test func continuingAfterAResizeWhileStoppedDrawsAtTheNewSize() async {
    await #expect(processExitsWith: .exitCode(130)) {
      await PseudoTerminalProgram.run { user in
        let drawn = user.waitFor("ready 40x5")
        // Stopped, the app is not told of a resize: it must measure the terminal when continued.
        guard (try? user.terminal.resize(columns: 30, rows: 4)) != nil else { _exit(5) }
        kill(getpid(), SIGCONT)
        user.waitFor("ready 30x4", after: drawn)
        user.type([0x03])
      }
    }
  }
}
