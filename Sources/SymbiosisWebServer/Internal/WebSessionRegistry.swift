import SymbiosisScenes
import SymbiosisWeb

/// The server's open sessions, each with the cookie token that owns it, on the main actor
/// where sessions live.
///
/// A session starts with a page's `GET`; its page's socket must connect within
/// ``unconnectedLifetime`` or the session ends. A socket that closes leaves its session
/// disconnected, kept for ``keepAlive`` for a socket of the same owner to resume it; at most
/// ``maximumDisconnected`` are kept, the one disconnected longest ended first. A socket closed
/// for what it sent (a message too large, not text) ends its session at once.
@MainActor
final class WebSessionRegistry {
  /// What a page's `GET` answers: the status, the HTML, and the token to give the browser
  /// when it has none that the server issued.
  struct PageAnswer: Sendable {
    let status: Int
    let html: String
    let newToken: String?
  }

  private struct Entry {
    let session: WebSession
    let token: String
    var isConnected = false
    /// Closes the socket serving it, while one does.
    var drop: (@MainActor () -> Void)?
  }

  /// What each session shows.
  let app: WebAppRoot
  /// Who owns each session that waits for its socket, for the checks off the main actor.
  let owners = SessionOwners()
  /// How long a session whose page never connected lives.
  let unconnectedLifetime: Duration
  /// How long a session whose socket closed is kept for a socket to resume it.
  let keepAlive: Duration
  /// The most disconnected sessions kept; past it, the one disconnected longest ends.
  let maximumDisconnected: Int
  /// The disconnected sessions' ids, the one disconnected longest first.
  private(set) var disconnected: [String] = []
  private let clock: any Clock<Duration>
  /// The tokens the server has given browsers, each with how many open sessions it owns; a
  /// token owning none is forgotten (its browser's next page gets a new one).
  private var tokens: [String: Int] = [:]
  private var entries: [String: Entry] = [:]
  /// The timers ending sessions never connected, by session id.
  private(set) var expiries: [String: Task<Void, Never>] = [:]
  private var endWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]
  private var closeWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]

  /// A registry making sessions of `app`.
  init(
    app: WebAppRoot, clock: any Clock<Duration>, unconnectedLifetime: Duration = .seconds(30),
    keepAlive: Duration = .seconds(180), maximumDisconnected: Int = 1000
  ) {
    self.app = app
    self.clock = clock
    self.unconnectedLifetime = unconnectedLifetime
    self.keepAlive = keepAlive
    self.maximumDisconnected = max(0, maximumDisconnected)
  }

  /// How many tokens own open sessions.
  var tokenCount: Int { tokens.count }

  /// The ids of the open sessions.
  var sessionIDs: [String] { Array(entries.keys) }

  /// The app's stylesheet: its theme roles and its scene files' styles.
  func stylesheet() -> String { app.stylesheet() }

  /// The session `id` names, if it is open.
  func session(_ id: String) -> WebSession? { entries[id]?.session }

  /// A new session showing `path`, owned by `cookie` when the server issued that token, else
  /// by a new one; or a 404 page naming the path when it cannot be opened.
  func open(path: String, cookie: String?) async -> PageAnswer {
    let session: WebSession
    do {
      session = try await app.session(path: path, clock: clock)
    } catch {
      return PageAnswer(status: 404, html: Self.notFound(path, error), newToken: nil)
    }
    let known = cookie.flatMap { tokens[$0] != nil ? $0 : nil }
    let token = known ?? WebCookie.newToken()
    tokens[token, default: 0] += 1
    entries[session.id] = Entry(session: session, token: token)
    owners.set(session.id, token)
    expiries[session.id] = expiry(of: session.id, after: unconnectedLifetime, on: clock)
    return PageAnswer(status: 200, html: session.document(), newToken: known == nil ? token : nil)
  }

  /// Whether `token` owns the open session `id` and no socket serves it yet.
  func admits(_ id: String, token: String?) -> Bool {
    guard let token, let entry = entries[id], !entry.isConnected else { return false }
    return WebCookie.same(entry.token, token)
  }

  /// The session `id` for its socket, sending its frames with `send` after those made after
  /// frame `last` (the last one its page applied; 0 for a page just loaded); `nil` when
  /// `token` does not own it (any more) or a socket serves it already.
  func connect(
    _ id: String, token: String?, last: Int = 0, send: @escaping @MainActor (String) -> Void,
    drop: @escaping @MainActor () -> Void = {}
  ) -> WebSession? {
    guard admits(id, token: token), let session = entries[id]?.session else { return nil }
    entries[id]?.isConnected = true
    entries[id]?.drop = drop
    owners.remove(id)
    expiries.removeValue(forKey: id)?.cancel()
    disconnected.removeAll { $0 == id }
    session.resume(after: last, send: send)
    return session
  }

  /// Gives the session `id` a message from its socket.
  func receive(_ message: String, for id: String) {
    entries[id]?.session.receive(message)
  }

  /// The socket of the session `id` closed: the session is kept for ``keepAlive`` for its
  /// owner's next socket, or ends now when `ends` (the socket sent what a page never sends).
  func socketClosed(_ id: String, ends: Bool = false) {
    guard !ends, let entry = entries[id], entry.isConnected else { return end(id) }
    entries[id]?.isConnected = false
    entries[id]?.drop = nil
    entry.session.disconnect()
    owners.set(id, entry.token)
    disconnected.append(id)
    for waiter in closeWaiters.removeValue(forKey: id) ?? [] { waiter.resume() }
    expiries[id] = expiry(of: id, after: keepAlive, on: clock)
    while disconnected.count > maximumDisconnected, let oldest = disconnected.first {
      end(oldest)
    }
  }

  /// Closes every socket, as a network that drops them would; their sessions are kept (for
  /// browser tests of reconnecting, through a hook only a test's environment turns on).
  func dropSockets() {
    for entry in entries.values { entry.drop?() }
  }

  /// Ends every session (the server stops).
  func endAll() {
    for id in Array(entries.keys) { end(id) }
  }

  /// Returns once the session `id` has ended (at once if it is not open).
  func waitUntilEnded(_ id: String) async {
    guard entries[id] != nil else { return }
    await withCheckedContinuation { endWaiters[id, default: []].append($0) }
  }

  /// Returns once no socket serves the session `id`: its socket closed, or it ended.
  func waitUntilClosed(_ id: String) async {
    guard entries[id]?.isConnected == true else { return }
    await withCheckedContinuation { closeWaiters[id, default: []].append($0) }
  }

  private func end(_ id: String) {
    expiries.removeValue(forKey: id)?.cancel()
    owners.remove(id)
    disconnected.removeAll { $0 == id }
    guard let entry = entries.removeValue(forKey: id) else { return }
    tokens[entry.token] = tokens[entry.token].flatMap { $0 > 1 ? $0 - 1 : nil }
    entry.session.send = { _ in }
    entry.session.end()
    for waiter in endWaiters.removeValue(forKey: id) ?? [] { waiter.resume() }
    for waiter in closeWaiters.removeValue(forKey: id) ?? [] { waiter.resume() }
  }

  /// A timer ending the session `id` after `lifetime` on `clock` unless a socket connects
  /// first, its deadline taken now (so a test's clock advanced before the timer sleeps still
  /// ends it).
  private func expiry<C: Clock<Duration>>(
    of id: String, after lifetime: Duration, on clock: C
  ) -> Task<Void, Never> {
    let deadline = clock.now.advanced(by: lifetime)
    return Task { [weak self] in
      do { try await clock.sleep(until: deadline, tolerance: nil) } catch { return }
      guard !Task.isCancelled, let self, self.entries[id]?.isConnected == false else { return }
      self.end(id)
    }
  }

  /// The page saying, once, that nothing is at `path`, and the way back to the first screen;
  /// an error other than a path that opens no screen (a scene that cannot be made) is said
  /// instead.
  private static func notFound(_ path: String, _ error: any Error) -> String {
    let said: String
    if case WebSessionError.notFound = error {
      said = "There is no page at <code>\(HTMLWriter.escaped(path))</code>."
    } else {
      said = HTMLWriter.escaped(String(describing: error))
    }
    return """
      <!doctype html><html lang="en"><head><meta charset="utf-8">\
      <meta name="viewport" content="width=device-width, initial-scale=1">\
      <title>Page not found</title><link rel="stylesheet" href="/_symbiosis/base.css">\
      <link rel="stylesheet" href="/_symbiosis/app.css"></head><body>\
      <main class="sy-root"><h1>Page not found</h1><p>\(said)</p>\
      <p><a href="/">Go to the first page</a></p></main></body></html>
      """
  }
}
