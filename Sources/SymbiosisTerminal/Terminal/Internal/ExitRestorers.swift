import Symbiosis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The restorers to run when the process exits, behind one `atexit` hook.
enum ExitRestorers {
  private static let pending = Lock<[ObjectIdentifier: TerminalRestorer]>([:])
  private static let hook = Lock(false)

  /// Restores `restorer` at exit unless it is restored before.
  static func add(_ restorer: TerminalRestorer) {
    pending.withLock { $0[ObjectIdentifier(restorer)] = restorer }
    hook.withLock { installed in
      guard !installed else { return }
      installed = true
      atexit { ExitRestorers.restoreAll() }
    }
  }

  /// Forgets `restorer`, which has restored the terminal itself.
  static func remove(_ restorer: TerminalRestorer) {
    _ = pending.withLock { $0.removeValue(forKey: ObjectIdentifier(restorer)) }
  }

  private static func restoreAll() {
    let restorers = pending.withLock { pending in
      defer { pending.removeAll() }
      return Array(pending.values)
    }
    for restorer in restorers { restorer.restore() }
  }
}
