import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
import Symbiosis
import SymbiosisScenes
import SymbiosisWeb
import UnixSignals

/// Serves an app to browsers, from its scene files or made in code: each page's `GET` opens a
/// session showing the path's screens, and the page's WebSocket keeps it live.
///
/// It serves `/_symbiosis/client.js`, `/_symbiosis/base.css` and `/_symbiosis/app.css`, a page
/// for any other path (a 404 page naming a path that opens no screen), and upgrades
/// `/_symbiosis/live?session=ID` to the session's socket only for a page of an allowed origin
/// whose `symbiosis` cookie owns that session (else 403). A socket takes text messages of at
/// most ``/SymbiosisWeb/WebLimits/messageSize`` bytes of valid UTF-8 and closes on any other (1009, 1007,
/// 1003), and on a frame the client did not mask (1002).
///
/// It keeps its ``/SymbiosisWeb/WebLimits`` whatever clients do: sessions per client address and per
/// cookie, events a second per session, the size of a message, the heap's memory; it counts
/// each limit reached (``limitsReached``), and tells the client which (``/SymbiosisWeb/WebLimit/reason``).
///
/// A page whose socket closes (the network blinked, the laptop slept) reconnects to its
/// session, naming the last frame it applied (`&last=N`), and gets exactly the frames it
/// missed: its screen, typing and focus stay as they were. A session whose socket closed is
/// kept for `keepAlive` (3 minutes by default) on the server's clock, at most
/// ``/SymbiosisWeb/WebLimits/disconnectedSessions`` of them (the one disconnected longest ends first); then it
/// ends, and the page's next socket is refused (or closed with ``sessionEndedCode``), upon
/// which the page reloads its URL and puts back what the user had typed. Only a socket of an
/// allowed origin whose cookie owns the session may resume it, as for its first socket.
///
/// A connection may die without a word (wifi gone, a laptop asleep, a NAT forgetting it): the
/// server pings each socket every ``defaultPingPeriod`` and closes one whose pong has not come
/// by the next ping, which leaves its session disconnected. A page that reconnects meanwhile
/// takes its session over: the socket the server still held is closed with
/// ``takenOverCode``. A close the server sends, and its stopping, wait a few seconds at most
/// for a peer that never answers.
///
/// ```swift
/// let server = WebServer(library: library, root: "People", port: 0)
/// try await server.run { port in print("http://127.0.0.1:\(port)/") }
/// ```
public struct WebServer: Sendable {
  /// How long a session whose socket closed is kept for the page to reconnect, by default.
  public static let defaultKeepAlive = Duration.seconds(180)
  /// The close code of a socket whose session has ended (reason "session ended"): the page
  /// reloads to start a new one.
  public static let sessionEndedCode: UInt16 = 4000
  /// The close code of a socket whose session another socket of the same owner took over
  /// (reason ``takenOverReason``): the page says so and does not reconnect, so that two tabs
  /// of one session never take it from each other in turn.
  public static let takenOverCode: UInt16 = 4001
  /// The reason of a close with ``takenOverCode``.
  public static let takenOverReason = "taken over"
  /// How often a socket is pinged, by default: one whose pong has not come by the next ping
  /// is closed (1001), its session kept as for any socket closed.
  public static let defaultPingPeriod = Duration.seconds(30)

  /// The address it listens on.
  public let host: String
  /// The port it listens on; 0 picks a free one, which `run`'s `onReady` is told.
  public let port: Int
  let origins: [String]
  let sessions: WebSessionRegistry
  /// The folder whose pictures are served, if any.
  let files: WebFiles?
  /// How often each socket is pinged; a socket whose pong has not come by the next ping is
  /// closed.
  var pingPeriod = defaultPingPeriod
  /// How long a close the server sends waits for the peer's answer before the connection is
  /// cut (a peer gone without a word never answers).
  var closeTimeout = Duration.seconds(5)
  private let running = RunningGroup()

  /// A server of `library`'s scenes, the first `root`, on `host` and `port`, whose pages may
  /// also come from `origins` (each as `scheme://host:port`); sessions whose page never
  /// connects end after 30 seconds on `clock`, and a session whose socket closed is kept for
  /// `keepAlive` on it; `limits` bound what clients may do. The pictures the scene
  /// files name by a relative path are served from `files` (the scene files' folder), when
  /// given.
  @MainActor
  public init(
    library: SceneLibrary, root: String, host: String = "127.0.0.1", port: Int = 8080,
    origins: [String] = [], clock: any Clock<Duration> = ContinuousClock(), files: URL? = nil,
    keepAlive: Duration = defaultKeepAlive, limits: WebLimits = WebLimits()
  ) {
    self.init(
      app: .scenes(library, root: root), host: host, port: port, origins: origins, clock: clock,
      files: files, keepAlive: keepAlive, limits: limits)
  }

  /// A server of an app made in code, each page showing a new scene from `root` (whose
  /// content is made of web views), on `host` and `port`, as the other initialiser says;
  /// `stylesheet` is the app's own CSS, served after the standard kinds' and the theme's rules
  /// (`/_symbiosis/app.css`), for the classes its views have; the pictures its ``/SymbiosisWeb/WebImage``s
  /// name by a relative path are served from `files`, when given. `root` runs on the main
  /// actor, once for each page loaded; only `/` and `/screen/N` are pages (404 otherwise).
  ///
  /// ```swift
  /// let server = WebServer(port: 8080) { UserScene(user: bruce) }
  /// ```
  @MainActor
  public init(
    host: String = "127.0.0.1", port: Int = 8080, origins: [String] = [],
    clock: any Clock<Duration> = ContinuousClock(), keepAlive: Duration = defaultKeepAlive,
    limits: WebLimits = WebLimits(), stylesheet: String = "", files: URL? = nil,
    root: @escaping @MainActor () -> Scene
  ) {
    self.init(
      app: .code(root, stylesheet: stylesheet), host: host, port: port, origins: origins,
      clock: clock, files: files, keepAlive: keepAlive, limits: limits)
  }

  @MainActor
  private init(
    app: WebAppRoot, host: String, port: Int, origins: [String], clock: any Clock<Duration>,
    files: URL?, keepAlive: Duration, limits: WebLimits
  ) {
    self.host = host
    self.port = port
    self.origins = origins
    self.files = files.map(WebFiles.init)
    sessions = WebSessionRegistry(
      app: app, clock: clock, keepAlive: keepAlive, limits: limits)
  }

  /// How many times clients reached each limit since the server was made; a limit never
  /// reached is not in it.
  public var limitsReached: [WebLimit: Int] { sessions.counts.all }

  /// Serves until ``stop()``, its task is cancelled, or (when it `stopsOnSignals`, as an app's
  /// server does) the process gets SIGINT or SIGTERM, then ends every session; `onReady` is
  /// told the port once it listens. A server inside another program (a test) leaves the
  /// signals to it.
  ///
  /// - Throws: What binding the address throws (a port in use, say).
  public func run(
    stopsOnSignals: Bool = true, onReady: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
  ) async throws {
    let allowed = OriginBox()
    let sessions = sessions
    let owners = sessions.owners
    let host = host
    let extra = origins
    var logger = Logger(label: "SymbiosisWebServer")
    logger.logLevel = .warning
    let closeTimeout = closeTimeout
    let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
      ws: .init(
        maxFrameSize: sessions.limits.messageSize, autoPing: .enabled(timePeriod: pingPeriod),
        closeTimeout: closeTimeout, validateUTF8: true))
    let app = Application(
      responder: CallbackResponder { (request: Request, context: WebRequestContext) in
        guard allowed.origins?.allowsHost(request.head.authority) == true else {
          return Response(
            status: .misdirectedRequest, headers: Self.securityHeaders(type: nil))
        }
        return try await Self.respond(
          to: request, from: context.address, sessions: sessions, files: files)
      },
      server: HTTPServerBuilder { responder in
        GatedUpgradeChannel(
          channel: HTTP1WebSocketUpgradeChannel(
            responder: responder, configuration: configuration
          ) { request, channel, _ in
            try await Self.upgrade(
              request, channel: channel, sessions: sessions, origins: allowed.origins,
              closeTimeout: closeTimeout)
          },
          admits: { session, origins, token in
            allowed.origins?.allows(origins) == true && owners.admits(session, token: token)
          })
      },
      configuration: .init(address: .hostname(host, port: port)),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        allowed.set(WebOrigins(host: host, port: port, extra: extra))
        await onReady(port)
      },
      logger: logger)
    let group = ServiceGroup(
      services: [app], gracefulShutdownSignals: stopsOnSignals ? [.sigterm, .sigint] : [],
      logger: logger)
    running.set(group)
    do {
      try await group.run()
    } catch {
      running.set(nil)
      await sessions.endAll()
      throw error
    }
    running.set(nil)
    await sessions.endAll()
  }

  /// Stops a running server gracefully: it stops listening, and `run` ends its sessions and
  /// returns.
  public func stop() async {
    await running.group?.triggerGracefulShutdown()
  }

  /// What the server answers a plain HTTP request: a `GET`, or a `HEAD`, which gets the same
  /// headers and no body, and opens no session (so its status is 200 for any page path: only
  /// a session finds out whether the path opens a screen).
  private static func respond(
    to request: Request, from address: String?, sessions: WebSessionRegistry, files: WebFiles?
  ) async throws -> Response {
    let path = request.uri.path
    let isHead = request.method == .head
    if path == "/_symbiosis/test/drop-sockets", testHooks {
      await sessions.dropSockets()
      return Response(status: .noContent, headers: securityHeaders(type: nil))
    }
    if path == "/_symbiosis/test/silence-sockets", testHooks {
      await sessions.silenceSockets()
      return Response(status: .noContent, headers: securityHeaders(type: nil))
    }
    if path == "/_symbiosis/live" {
      // Reached only when the upgrade was refused: a foreign origin, a token that does not own
      // the session, or no upgrade asked.
      var headers = securityHeaders(type: "text/plain; charset=utf-8")
      headers[.connection] = "close"
      return Response(
        status: .forbidden, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "refused"))
      )
    }
    guard request.method == .get || isHead else {
      var headers = securityHeaders(type: nil)
      headers[.allow] = "GET, HEAD"
      return Response(status: .methodNotAllowed, headers: headers)
    }
    switch path {
    case "/_symbiosis/client.js":
      return asset(WebAssets.script, type: "text/javascript; charset=utf-8", isHead: isHead)
    case "/_symbiosis/base.css":
      return asset(WebAssets.stylesheet, type: "text/css; charset=utf-8", isHead: isHead)
    case "/_symbiosis/app.css":
      let sheet = await sessions.stylesheet()
      return asset(sheet, type: "text/css; charset=utf-8", isHead: isHead)
    case _ where path.hasPrefix(WebAssets.filesPrefix):
      guard let files else {
        return Response(status: .notFound, headers: securityHeaders(type: nil))
      }
      return files.response(
        for: path.dropFirst(WebAssets.filesPrefix.count), isHead: isHead,
        headers: securityHeaders(type: nil))
    default:
      if path.hasPrefix("/_symbiosis/") {
        return Response(status: .notFound, headers: securityHeaders(type: nil))
      }
      // Only a page opens a session: a browser's request for an icon, an image or a frame
      // says so, and gets no session (nor a page to read) to make it.
      if path == "/favicon.ico" {
        return Response(status: .noContent, headers: securityHeaders(type: nil))
      }
      if let destination = request.headers[.symbiosisFetchDestination],
        destination.lowercased() != "document"
      {
        return Response(status: .notFound, headers: securityHeaders(type: nil))
      }
      var headers = securityHeaders(type: "text/html; charset=utf-8")
      headers[.cacheControl] = "no-store"
      headers[.symbiosisCSP] = contentSecurityPolicy
      headers[.symbiosisReferrerPolicy] = "same-origin"
      if isHead { return Response(status: .ok, headers: headers, body: .init()) }
      let cookie = WebCookie.token(in: request.headers[values: .cookie])
      let answer = await sessions.open(path: path, cookie: cookie, address: address)
      if let token = answer.newToken { headers[.setCookie] = WebCookie.header(token) }
      if answer.status >= 500 { headers[.retryAfter] = "60" }
      return Response(
        status: .init(code: answer.status), headers: headers,
        body: .init(byteBuffer: ByteBuffer(string: answer.html)))
    }
  }

  /// Whether the hooks of the browser tests are served: `/_symbiosis/test/drop-sockets` closes
  /// every socket, as a network that drops them; `/_symbiosis/test/silence-sockets` makes every
  /// socket silent and holds it open, as a network cut without a word. Only the environment variable
  /// `SYMBIOSIS_TEST_HOOKS=1` turns them on; no server has them by default.
  static let testHooks = ProcessInfo.processInfo.environment["SYMBIOSIS_TEST_HOOKS"] == "1"

  /// The policy every page is served with: only the server's own script and styles.
  static let contentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data:; "
    + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

  private static func securityHeaders(type: String?) -> HTTPFields {
    var headers = HTTPFields()
    if let type { headers[.contentType] = type }
    headers[.symbiosisContentTypeOptions] = "nosniff"
    return headers
  }

  /// An asset's answer; to a `HEAD`, its headers and length without it.
  private static func asset(_ text: String, type: String, isHead: Bool) -> Response {
    var headers = securityHeaders(type: type)
    headers[.cacheControl] = "no-cache"
    if isHead {
      headers[.contentLength] = String(text.utf8.count)
      return Response(status: .ok, headers: headers, body: .init())
    }
    return Response(
      status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  /// Whether `request`, on `channel`, may become the socket of the session it names, and what
  /// serves it; a socket let through closes on an unmasked frame or a message too large
  /// (``WebSocketFrameCheck``), which ends its session.
  private static func upgrade(
    _ request: HTTPRequest, channel: any Channel, sessions: WebSessionRegistry,
    origins: WebOrigins?, closeTimeout: Duration
  ) async throws -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>>
  {
    guard let target = request.path, let components = URLComponents(string: target),
      components.path == "/_symbiosis/live",
      let id = components.queryItems?.first(where: { $0.name == "session" })?.value,
      origins?.allows(request.headerFields[values: .origin]) == true
    else { return .dontUpgrade }
    let token = WebCookie.token(in: request.headerFields[values: .cookie])
    guard await sessions.admits(id, token: token) else { return .dontUpgrade }
    // The last frame the page applied: 0, a page just loaded, when it names none.
    let last = components.queryItems?.first { $0.name == "last" }?.value.flatMap { Int($0) } ?? 0
    let counts = sessions.counts
    try await WebSocketFrameCheck.add(to: channel, maximumMessageSize: sessions.limits.messageSize)
    {
      counts.count(.messageSize)
      Task { @MainActor in sessions.end(id) }
    }
    return .upgrade([:]) { inbound, outbound, _ in
      try await WebSocketLink(
        id: id, token: token, last: last, sessions: sessions, channel: channel,
        closeTimeout: closeTimeout
      ).serve(inbound: inbound, outbound: outbound)
    }
  }
}
