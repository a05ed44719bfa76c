import SymbiosisScenes
import SymbiosisWeb

/// The server's open sessions, each with the cookie token that owns it, on the main actor
/// where sessions live.
///
/// A session starts with a page's `GET`; its page's socket must connect within
/// ``unconnectedLifetime`` or the session ends. A socket that closes leaves its session
/// disconnected, kept for ``keepAlive`` for a socket of the same owner to resume it; at most
/// ``WebLimits/disconnectedSessions`` are kept, the one disconnected longest ended first. A
/// socket of the owner takes the session over from one still serving it (whose peer may be gone
/// unseen). A socket closed for what it sent (a message too large, not text) ends its session at
/// once.
///
/// It keeps the ``limits`` of sessions per client address and per cookie, and of the heap's
/// memory, when a page opens a session, and counts each limit reached (``counts``).
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
    /// The address of the client whose page opened it.
    let address: String?
    /// When it was opened or last disconnected, in the order of such moments: among the
    /// sessions no socket serves, the lowest has waited longest.
    var since: Int
    var isConnected = false
    /// The number of the socket serving it, or that served it last: only that socket's
    /// messages and close count (a socket taken over may still be closing).
    var link = 0
    /// Closes the socket serving it with a code and reason, while one does.
    var drop: (@MainActor (_ code: UInt16, _ reason: String) -> Void)?
    /// Makes the socket serving it silent (its connection cut without a word), while one does.
    var silence: SocketSilence?
    /// The frames handed to the socket serving it and not yet written, while one does.
    var outbox: WebOutbox?
  }

  /// What each session shows.
  let app: WebAppRoot
  /// Who owns each open session, for the checks off the main actor.
  let owners = SessionOwners()
  /// How long a session whose page never connected lives.
  let unconnectedLifetime: Duration
  /// How long a session whose socket closed is kept for a socket to resume it.
  let keepAlive: Duration
  /// The bounds kept whatever clients do.
  let limits: WebLimits
  /// How many times clients reached each limit.
  let counts = WebLimitCounts()
  /// The heap's bytes in use now (the C library's count; a test's own).
  let heapBytes: () -> Int?
  /// The disconnected sessions' ids, the one disconnected longest first.
  private(set) var disconnected: [String] = []
  private let clock: any Clock<Duration>
  /// The tokens the server has given browsers, each with how many open sessions it owns; a
  /// token owning none is forgotten (its browser's next page gets a new one).
  private var tokens: [String: Int] = [:]
  /// The client addresses of open sessions, each with how many it opened.
  private var addresses: [String: Int] = [:]
  /// The pages being opened (their first screen rendering), by token and by address: they
  /// count against the limits too, so that pages loaded at once cannot all pass them.
  private var openingByToken: [String: Int] = [:]
  private var openingByAddress: [String: Int] = [:]
  private var moments = 0
  /// The number of the last socket connected.
  private var links = 0
  private var entries: [String: Entry] = [:]
  /// The timers ending sessions never connected, by session id.
  private(set) var expiries: [String: Task<Void, Never>] = [:]
  private var endWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]
  private var closeWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]
  private var serveWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]

  /// A registry making sessions of `app`.
  init(
    app: WebAppRoot, clock: any Clock<Duration>, unconnectedLifetime: Duration = .seconds(30),
    keepAlive: Duration = .seconds(180), limits: WebLimits = WebLimits(),
    heapBytes: @escaping () -> Int? = HeapUsage.bytesInUse
  ) {
    self.app = app
    self.clock = clock
    self.unconnectedLifetime = unconnectedLifetime
    self.keepAlive = keepAlive
    self.limits = limits
    self.heapBytes = heapBytes
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
  /// by a new one, for a client at `address`; or a 404 page naming the path when it cannot be
  /// opened, or a page saying which limit refused it (429, 503).
  func open(path: String, cookie: String?, address: String? = nil) async -> PageAnswer {
    let known = cookie.flatMap { tokens[$0] != nil ? $0 : nil }
    if let refusal = refusal(token: known, address: address) {
      return PageAnswer(
        status: refusal.status ?? 503, html: Self.refusedPage(refusal), newToken: nil)
    }
    let session: WebSession
    do {
      reserve(token: known, address: address, by: 1)
      defer { reserve(token: known, address: address, by: -1) }
      session = try await app.session(path: path, clock: clock)
    } catch {
      return PageAnswer(status: 404, html: Self.notFound(path, error), newToken: nil)
    }
    session.limits = limits
    // Another page of the token may have ended it while this one was made.
    let token = known.flatMap { tokens[$0] != nil ? $0 : nil } ?? WebCookie.newToken()
    tokens[token, default: 0] += 1
    if let address { addresses[address, default: 0] += 1 }
    moments += 1
    entries[session.id] = Entry(session: session, token: token, address: address, since: moments)
    owners.set(session.id, token)
    expiries[session.id] = expiry(of: session.id, after: unconnectedLifetime, on: clock)
    return PageAnswer(status: 200, html: session.document(), newToken: known == nil ? token : nil)
  }

  /// The limit that refuses a new page of `token` (one the server issued) from `address`, if
  /// any; each limit reached is counted, whether it refuses the page or makes room for it. Past
  /// the heap's memory every disconnected session ends and the page is refused; past the
  /// sessions of its cookie or address, the one of them no socket served for longest ends to
  /// make room, and only when sockets serve them all is the page refused.
  private func refusal(token: String?, address: String?) -> WebLimit? {
    if let bytes = heapBytes(), bytes > limits.memory {
      counts.count(.memory)
      for id in disconnected { end(id) }
      return .memory
    }
    if let token, sessions(ofToken: token) >= limits.sessionsPerCookie {
      counts.count(.sessionsPerCookie)
      guard endLongestUnserved(where: { $0.token == token }),
        sessions(ofToken: token) < limits.sessionsPerCookie
      else { return .sessionsPerCookie }
    }
    if let address, sessions(ofAddress: address) >= limits.sessionsPerAddress {
      counts.count(.sessionsPerAddress)
      guard endLongestUnserved(where: { $0.address == address }),
        sessions(ofAddress: address) < limits.sessionsPerAddress
      else { return .sessionsPerAddress }
    }
    return nil
  }

  /// The sessions `token` owns, and its pages being opened.
  private func sessions(ofToken token: String) -> Int {
    tokens[token, default: 0] + openingByToken[token, default: 0]
  }

  /// The sessions a client at `address` opened, and its pages being opened.
  private func sessions(ofAddress address: String) -> Int {
    addresses[address, default: 0] + openingByAddress[address, default: 0]
  }

  /// Counts a page of `token` from `address` being opened (`change` 1), or no longer (-1).
  private func reserve(token: String?, address: String?, by change: Int) {
    if let token { openingByToken[token] = openingByToken[token, default: 0] + change }
    if let address { openingByAddress[address] = openingByAddress[address, default: 0] + change }
    if let token, openingByToken[token] == 0 { openingByToken[token] = nil }
    if let address, openingByAddress[address] == 0 { openingByAddress[address] = nil }
  }

  /// Ends the session no socket has served for longest among those `matching`; false when
  /// sockets serve them all.
  private func endLongestUnserved(where matching: (Entry) -> Bool) -> Bool {
    let unserved = entries.filter { !$0.value.isConnected && matching($0.value) }
    guard let oldest = unserved.min(by: { $0.value.since < $1.value.since }) else { return false }
    end(oldest.key)
    return true
  }

  /// Whether `token` owns the open session `id` (a socket may serve it: the owner's new one
  /// takes it over).
  func admits(_ id: String, token: String?) -> Bool {
    guard let token, let entry = entries[id] else { return false }
    return WebCookie.same(entry.token, token)
  }

  /// The session `id` for a new socket, and the socket's number (for ``receive(_:for:link:)``
  /// and ``socketClosed(_:link:ends:)``), sending its frames with `send` after those made after
  /// frame `last` (the last one its page applied; 0 for a page just loaded); `nil` when `token`
  /// does not own it (any more).
  ///
  /// A socket serving the session already is taken over: closed with
  /// ``WebServer/takenOverCode``, and nothing it sends counts from then on. Its peer may be
  /// gone without a word (a network cut the server has not seen, a laptop that slept) while
  /// the page reconnects on another, or be another tab of the same page.
  func connect(
    _ id: String, token: String?, last: Int = 0, send: @escaping @MainActor (String) -> Void,
    drop: @escaping @MainActor (_ code: UInt16, _ reason: String) -> Void = { _, _ in },
    silence: SocketSilence? = nil, outbox: WebOutbox? = nil
  ) -> (session: WebSession, link: Int)? {
    guard admits(id, token: token), let entry = entries[id] else { return nil }
    let session = entry.session
    if entry.isConnected {
      entry.drop?(WebServer.takenOverCode, WebServer.takenOverReason)
      session.disconnect()
    }
    links += 1
    entries[id]?.link = links
    entries[id]?.isConnected = true
    entries[id]?.drop = drop
    entries[id]?.silence = silence
    entries[id]?.outbox = outbox
    let counts = counts
    session.closeSocket = { limit in
      counts.count(limit)
      drop(limit.closeCode ?? 1008, limit.reason)
    }
    expiries.removeValue(forKey: id)?.cancel()
    disconnected.removeAll { $0 == id }
    session.resume(after: last, send: send)
    for waiter in serveWaiters.removeValue(forKey: id) ?? [] { waiter.resume() }
    return (session, links)
  }

  /// Gives the session `id` a message from its socket `link`, unless another socket took the
  /// session over.
  func receive(_ message: String, for id: String, link: Int) {
    guard let entry = entries[id], entry.link == link else { return }
    entry.session.receive(message)
  }

  /// Sends the session `id` one frame showing its whole screen afresh, its socket `link`
  /// having caught up after falling behind, unless another socket took the session over.
  func refresh(_ id: String, link: Int) {
    guard let entry = entries[id], entry.link == link else { return }
    entry.session.refresh()
  }

  /// The socket `link` of the session `id` closed: the session is kept for ``keepAlive`` for
  /// its owner's next socket, or ends now when `ends` (the socket sent what a page never
  /// sends); a socket another took the session from changes nothing.
  func socketClosed(_ id: String, link: Int, ends: Bool = false) {
    guard let entry = entries[id], entry.link == link else { return }
    guard !ends, entry.isConnected else { return end(id) }
    entries[id]?.isConnected = false
    entries[id]?.drop = nil
    entries[id]?.silence = nil
    entries[id]?.outbox = nil
    moments += 1
    entries[id]?.since = moments
    entry.session.closeSocket = { _ in }
    entry.session.disconnect()
    disconnected.append(id)
    for waiter in closeWaiters.removeValue(forKey: id) ?? [] { waiter.resume() }
    expiries[id] = expiry(of: id, after: keepAlive, on: clock)
    while disconnected.count > max(0, limits.disconnectedSessions), let oldest = disconnected.first
    {
      end(oldest)
    }
  }

  /// Closes every socket, as a network that drops them would; their sessions are kept (for
  /// browser tests of reconnecting, through a hook only a test's environment turns on).
  func dropSockets() {
    for entry in entries.values { entry.drop?(1001, "dropped") }
  }

  /// Makes every socket silent, as a network cut without a word would: the server holds them
  /// open, and a page's next socket takes its session over (for browser tests, through a hook
  /// only a test's environment turns on).
  func silenceSockets() {
    for entry in entries.values { entry.silence?.silence() }
  }

  /// The frames handed to the socket serving the session `id` and not yet written; `nil` while
  /// no socket serves it.
  func outbox(of id: String) -> WebOutbox? { entries[id]?.outbox }

  /// Ends every session (the server stops).
  func endAll() {
    for id in Array(entries.keys) { end(id) }
  }

  /// Returns once the session `id` has ended (at once if it is not open).
  func waitUntilEnded(_ id: String) async {
    guard entries[id] != nil else { return }
    await withCheckedContinuation { endWaiters[id, default: []].append($0) }
  }

  /// Returns once a socket has served the session `id` (at once if one did), or it ended.
  func waitUntilServed(_ id: String) async {
    guard let entry = entries[id], entry.link == 0 else { return }
    await withCheckedContinuation { serveWaiters[id, default: []].append($0) }
  }

  /// Returns once no socket serves the session `id`: its socket closed, or it ended.
  func waitUntilClosed(_ id: String) async {
    guard entries[id]?.isConnected == true else { return }
    await withCheckedContinuation { closeWaiters[id, default: []].append($0) }
  }

  /// Ends the session `id` now: its socket sent what no page sends.
  func end(_ id: String) {
    expiries.removeValue(forKey: id)?.cancel()
    owners.remove(id)
    disconnected.removeAll { $0 == id }
    guard let entry = entries.removeValue(forKey: id) else { return }
    tokens[entry.token] = tokens[entry.token].flatMap { $0 > 1 ? $0 - 1 : nil }
    if let address = entry.address {
      addresses[address] = addresses[address].flatMap { $0 > 1 ? $0 - 1 : nil }
    }
    entry.session.closeSocket = { _ in }
    entry.session.send = { _ in }
    entry.session.end()
    for waiter in endWaiters.removeValue(forKey: id) ?? [] { waiter.resume() }
    for waiter in closeWaiters.removeValue(forKey: id) ?? [] { waiter.resume() }
    for waiter in serveWaiters.removeValue(forKey: id) ?? [] { waiter.resume() }
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
    return page(
      title: "Page not found",
      body: "<p>\(said)</p><p><a href=\"/\">Go to the first page</a></p>")
  }

  /// The page saying that `limit` refused a new page, and what the user can do.
  private static func refusedPage(_ limit: WebLimit) -> String {
    let advice =
      switch limit {
      case .sessionsPerCookie: "Close some of its tabs, then reload this one."
      case .sessionsPerAddress, .memory: "Try again in a minute."
      case .eventRate, .messageSize: ""
      }
    return page(
      title: "Not now",
      body: "<p>\(HTMLWriter.escaped(limit.reason)) \(advice)</p>")
  }

  /// A page of the server's own, titled `title`, saying `body` (HTML).
  private static func page(title: String, body: String) -> String {
    """
    <!doctype html><html lang="en"><head><meta charset="utf-8">\
    <meta name="viewport" content="width=device-width, initial-scale=1">\
    <title>\(title)</title><link rel="stylesheet" href="/_symbiosis/base.css">\
    <link rel="stylesheet" href="/_symbiosis/app.css"></head><body>\
    <main class="sy-root"><h1>\(title)</h1>\(body)</main></body></html>
    """
  }
}
