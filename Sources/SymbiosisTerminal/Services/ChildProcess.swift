import Foundation
import Symbiosis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a program detached from the app's terminal and waits a while for it to exit.
///
/// The child reads and writes `/dev/null`, so nothing it prints lands on the app's screen; it
/// runs in a process group of its own, so the terminal's signals (Ctrl-C, a hang-up) are not
/// its; it starts with no signal blocked and the usual dispositions, whatever the app set up.
/// A thread of its own waits for it to exit however long it runs, so it never lingers as a
/// zombie.
enum ChildProcess {
  /// Starts `executable` (a path) with `arguments` and `environment`, and waits for it to exit
  /// until `clock` has measured `patience`.
  ///
  /// - Returns: Its exit status if it exited by then (128 + the signal's number when a signal
  ///   ended it), `nil` if it is still running.
  /// - Throws: ``TerminalError`` when it cannot be started.
  static func start(
    _ executable: String, arguments: [String], environment: [String: String],
    patience: Duration, clock: any Clock<Duration>
  ) async throws -> Int32? {
    let environment = environment.map { "\($0.key)=\($0.value)" }
    var started: pid_t?
    // A program just written is busy while a process forked meanwhile (by any thread) still
    // holds the writer's descriptor, until that process execs: a moment, so try again.
    for attempt in 1... {
      do {
        started = try spawn(executable, arguments: arguments, environment: environment)
        break
      } catch TerminalError.systemCall(_, let code) where code == ETXTBSY && attempt < 100 {
        try await Task.sleep(for: .milliseconds(10))
      }
    }
    guard let pid = started else { return 128 }
    return await withCheckedContinuation { continuation in
      let outcome = FirstOutcome(continuation)
      // waitpid blocks: on a thread of its own, not one of the tasks' few, and it goes on
      // after the caller stops waiting, to reap the program whenever it exits.
      Thread.detachNewThread { outcome.settle(waitForExit(of: pid)) }
      outcome.startTimer {
        try? await clock.sleep(for: patience)
        outcome.settle(nil)
      }
    }
  }

  /// Hands the first of a program's exit status and the end of the wait for it (`nil`) to the
  /// caller, and stops the wait's timer when the program exits first.
  private final class FirstOutcome: Sendable {
    private struct State {
      var caller: CheckedContinuation<Int32?, Never>?
      var timer: Task<Void, Never>?
    }

    /// A `Lock`, not a bare `Mutex`: the waiting thread and the timer's task settle from two
    /// threads, and ThreadSanitizer sees only `Lock`'s hand-overs.
    private let state: Lock<State>

    init(_ caller: CheckedContinuation<Int32?, Never>) {
      state = Lock(State(caller: caller))
    }

    /// Runs `wait` in a task that ``settle(_:)`` cancels; at once cancelled if already settled.
    func startTimer(_ wait: @escaping @Sendable () async -> Void) {
      let timer = Task(operation: wait)
      let isSettled = state.withLock { state in
        state.timer = timer
        return state.caller == nil
      }
      if isSettled { timer.cancel() }
    }

    /// Resumes the caller with `status`, the first time only.
    func settle(_ status: Int32?) {
      let (caller, timer) = state.withLock { state in
        defer { state = State() }
        return (state.caller, state.timer)
      }
      timer?.cancel()
      caller?.resume(returning: status)
    }
  }

  private static func spawn(
    _ executable: String, arguments: [String], environment: [String]
  ) throws -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGPIPE, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
    let argv = ([executable] + arguments).map { strdup($0) }
    let envp = environment.map { strdup($0) }
    defer { for string in argv + envp { free(string) } }
    var pid = pid_t()
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], envp + [nil])
    guard result == 0 else { throw TerminalError.systemCall(name: "posix_spawn", errno: result) }
    return pid
  }

  private static func waitForExit(of pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { return 128 }
    }
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}
