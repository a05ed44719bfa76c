import Foundation
import Symbiosis
import SymbiosisScenes

/// One browser tab's live app: its navigator, the page it shows, and the frames it sends.
///
/// A server makes one per page it serves (``init(library:root:path:clock:)``), answers the GET
/// with ``document()``, and then hands each WebSocket message to ``receive(_:)`` and sends
/// what ``send`` is given. Every change made in one turn of the main actor goes out as one
/// frame, `{"f": N, "ack": [refs], "ops": [...]}`: the operations (``WebOperation``) and the
/// refs of the events handled since the last frame. An event is checked against what the page
/// shows now (``WebEventCheck``); one refused is counted in ``refused``, acknowledged, and never
/// reaches a view.
///
/// A lost connection is resumed, not remounted: the session keeps its last frames (at most
/// ``keptFrameCount`` of them and ``keptFrameBytes`` in all), and a socket that connects again
/// says the last frame its page applied (``resume(after:send:)``) and gets exactly the frames
/// after it, or one frame showing the whole screen afresh when some of those are no longer
/// kept. An event whose `ref` is not above the highest the session handled is a resent one: it
/// is acknowledged again and does not reach a view a second time (the client numbers its events
/// in order and resends them in order).
///
/// The session's scenes run with services of its own: navigation on its navigator, the focus,
/// the clipboard (a `copy` operation) and links (an `open` operation, for a safe URL only).
@MainActor
public final class WebSession {
  /// The session's id, a random text the page carries and its WebSocket names.
  public let id: String
  /// The page the tab shows.
  public let page = WebPage()
  /// How many messages of each kind of refusal the session refused.
  public private(set) var refused: [WebRefusal: Int] = [:]
  /// Sends a frame (JSON text) to the browser; the transport sets it when the socket opens.
  ///
  /// The frames made after ``document()`` and before it is set are kept and sent when it is. A
  /// socket connecting again resumes with ``resume(after:send:)`` instead.
  public var send: @MainActor (String) -> Void = { _ in } {
    didSet {
      guard !isResuming else { return }
      isConnected = true
      hasConnected = true
      let frames = unsent
      unsent = []
      for frame in frames { send(frame) }
    }
  }
  /// The scene files the session's scenes are made from; `nil` for an app made in code.
  public let library: SceneLibrary?
  /// The navigator showing the session's scenes; `nil` once the session has ended.
  public private(set) var navigator: Navigator?
  /// The URL path of what the page shows.
  public private(set) var path: String
  /// The work the session's events and first screen started (loads, debounces): what a test
  /// awaits, and what the first render waits for, a bounded time.
  public let work = PendingWork()
  /// How long the first render waits for the first screen's work (its loads) before it shows
  /// what it has.
  public static let firstRenderWait = Duration.seconds(1)
  /// The most frames a session keeps for a page that reconnects to replay.
  public static let keptFrameCount = 64
  /// The most bytes of frames a session keeps for a page that reconnects to replay (the
  /// newest frame is kept even when it alone is larger).
  public static let keptFrameBytes = 256 * 1024
  /// The number of the last frame the session made (0 before the first after the document).
  public var lastFrame: Int { frameNumber }
  /// The highest `ref` of an event the session handled: an event not above it is a resent one.
  public private(set) var highestRef = 0
  /// The limits the session keeps: the events it takes a second (``WebLimits/eventsPerSecond``,
  /// ``WebLimits/eventBurst``).
  public var limits = WebLimits() {
    didSet { budget = WebEventBudget(limits) }
  }
  /// Closes the socket because the page reached `limit` (it flooded the session with events);
  /// the transport sets it. The events waiting are dropped unacknowledged: the page sends them
  /// again when it reconnects.
  public var closeSocket: @MainActor (WebLimit) -> Void = { _ in }

  private var navigation: WebNavigationStack?
  private var services: WebSessionServices!
  private var frameNumber = 0
  private var acks: [Int] = []
  private var unsent: [String] = []
  private var isConnected = false
  private var isResuming = false
  /// Whether a socket served the session once: frames made while it is away are only kept.
  private var hasConnected = false
  /// The last frames made, oldest first, with their numbers, at most ``keptFrameCount`` and
  /// ``keptFrameBytes``.
  private var kept: [(number: Int, json: String)] = []
  private var keptBytes = 0
  /// How many frames the session keeps for a page that reconnects, and their bytes.
  package var keptFrames: (count: Int, bytes: Int) { (kept.count, keptBytes) }
  private var isEnded = false
  private weak var focusedView: WebView?
  private var pathFollowing: Subscription?
  /// How many scenes deep the browser's history entry is.
  private var shownDepth = 1
  private let lifetime = Lifetime()
  private let clock: any Clock<Duration>
  /// The time since the session began, on its clock.
  private let elapsed: () -> Duration
  private var budget = WebEventBudget(WebLimits())
  /// Runs the waiting events when their tokens come.
  private var waitingRun: Task<Void, Never>?
  /// Whether the page flooded the session: it takes no more messages until its socket closes.
  private var isFlooded = false

  /// A session showing the screens `path` names, its first scene `root` from `library`.
  ///
  /// The first screen is shown once its pending work (its loads) has settled, or after
  /// ``firstRenderWait`` on `clock`, whichever comes first, so that the page shows its data
  /// rather than a spinner when the data is at hand.
  ///
  /// `path` is opened as `SceneApp.open(path:waitingAtMost:clock:)` opens it (`/people/person/3`);
  /// from then on the browser's URL follows `SceneApp.path`: pushed after a segue, replaced
  /// after going back or when the path changes otherwise (a route's value).
  ///
  /// - Throws: ``WebSessionError/notFound(path:)`` when no screen has the path;
  ///   `SceneErrors` when no file describes `root`.
  public convenience init(
    library: SceneLibrary, root: String, path: String,
    clock: any Clock<Duration> = ContinuousClock()
  ) async throws {
    let navigator = Navigator(root: try library.scene(named: root))
    self.init(navigator: navigator, library: library, path: path, clock: clock)
    let app = SceneApp(library: library, navigator: navigator)
    if !path.isEmpty && path != "/" {
      do {
        let services = services!
        try await PendingWork.$current.withValue(work) {
          try await PlatformServices.with({ services.fill(&$0) }) {
            try await app.open(path: path, waitingAtMost: Self.firstRenderWait, clock: clock)
          }
        }
      } catch is ScenePathError {
        end()
        throw WebSessionError.notFound(path: path)
      }
    }
    await firstRender(clock: clock, paths: app.path)
  }

  /// A session of an app made in code, showing `root`: a scene whose ``/Symbiosis/Scene/content()``
  /// makes web views, and the scenes its actions push and present.
  ///
  /// Its first screen is `/`; each scene pushed over it is `/screen/N`, N scenes deep (a
  /// dialog presented over a screen keeps its path), so the browser's Back and history follow
  /// the navigator's. Such a screen has no address of its own: a page asking for one shows
  /// the first screen, at `/` (``isPath(ofAppMadeInCode:)``).
  ///
  /// The first screen is shown once its pending work has settled, or after
  /// ``firstRenderWait`` on `clock`.
  public convenience init(root: Scene, clock: any Clock<Duration> = ContinuousClock()) async {
    let navigator = Navigator(root: root)
    self.init(navigator: navigator, library: nil, path: "/", clock: clock)
    await firstRender(
      clock: clock,
      paths: navigator.stack.map { Self.path(depth: $0.count { $0.presentation == .push }) })
  }

  private init(
    navigator: Navigator, library: SceneLibrary?, path: String, clock: any Clock<Duration>
  ) {
    id = Self.newID()
    self.clock = clock
    elapsed = Self.stopwatch(clock)
    self.library = library
    self.path = path
    self.navigator = navigator
    services = WebSessionServices(self)
    let navigation = WebNavigationStack(
      page: page,
      banner: library.map { WebProblems(problems: $0.problems, notice: $0.notice) })
    self.navigation = navigation
    navigation.focused = { [weak self] in self?.focusedView }
    navigation.didShow = { [weak self] _, now in self?.didShow(depth: now) }
    run { navigation.follow(navigator) }
  }

  /// Waits for the first screen's work, at most ``firstRenderWait``, then follows `paths`
  /// with the browser's URL and starts sending frames.
  private func firstRender(clock: any Clock<Duration>, paths: Property<String>) async {
    let work = work
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await work.settled() }
      group.addTask { try? await clock.sleep(for: Self.firstRenderWait) }
      await group.next()
      group.cancelAll()
    }
    path = paths.value
    shownDepth = navigator?.stack.value.count ?? 1
    pathFollowing = BindingTarget<String>(
      lifetime: lifetime, onMainActor: { [weak self] path in self?.pathDidChange(to: path) }
    ).bindOutsideScope(paths.values)
    page.onOperations = { [weak self] operations in self?.sendFrame(operations) }
  }

  /// The path of an app made in code whose navigator has pushed `depth` scenes, its first
  /// one counted.
  nonisolated static func path(depth: Int) -> String {
    depth <= 1 ? "/" : "/screen/\(depth)"
  }

  /// Whether `path` is one an app made in code gives its screens: `/`, or `/screen/N`.
  public nonisolated static func isPath(ofAppMadeInCode path: String) -> Bool {
    guard path != "/", path != "" else { return true }
    guard path.hasPrefix("/screen/") else { return false }
    let number = path.dropFirst("/screen/".count)
    return !number.isEmpty && number.count < 10 && number.allSatisfy(\.isASCII)
      && number.allSatisfy(\.isNumber)
  }

  /// The whole HTML document of the page as it is now; what the browser gets from it is not
  /// sent again in a frame.
  public func document() -> String {
    unsent = []
    if !isConnected {
      frameNumber = 0
      kept = []
      keptBytes = 0
    }
    let title = HTMLWriter.escaped(navigation?.title ?? "")
    return """
      <!doctype html><html lang="en"><head><meta charset="utf-8">\
      <meta name="viewport" content="width=device-width, initial-scale=1">\
      <title>\(title)</title><link rel="stylesheet" href="/_symbiosis/base.css">\
      <link rel="stylesheet" href="/_symbiosis/app.css">\
      <script src="/_symbiosis/client.js" defer></script>\
      <meta name="symbiosis-session" content="\(HTMLWriter.escaped(id))">\
      <meta name="symbiosis-generation" content="\(page.generation)">\
      <meta name="symbiosis-path" content="\(HTMLWriter.escaped(path))">\
      <meta name="symbiosis-message-size" content="\(limits.messageSize)">\
      </head><body>\(page.html())</body></html>
      """
  }

  /// Takes one message from the browser: an event, checked against what the page shows when
  /// it runs, then handed to its view, or refused and counted. Either way it is acknowledged in
  /// the frame of the turn it runs in. An event past the session's rate waits for its token
  /// (``limits``); a page that floods past its queue has its socket closed (``closeSocket``).
  public func receive(_ message: String) {
    guard !isEnded, !isFlooded else { return }
    guard let event = WebEvent(json: message) else {
      guard budget.admitUnrun(at: elapsed()) else { return flooded() }
      refuse(.malformed)
      if let ref = Self.ref(in: message) { acks.append(ref) }
      return endTurn()
    }
    if let seen = event.seen { forgetFrames(through: seen) }
    // A resent event (its acknowledgement was lost with the socket) ran the first time; one
    // that waits is acknowledged when it runs.
    guard event.ref > highestRef else {
      guard budget.admitUnrun(at: elapsed()) else { return flooded() }
      acks.append(event.ref)
      return endTurn()
    }
    guard event.ref > budget.highestWaitingRef ?? 0 else { return }
    switch budget.admit(event, at: elapsed()) {
    case .now:
      runEvent(event, refs: [event.ref])
      endTurn()
    case .waits:
      runWaitingInTime()
    case .flood:
      flooded()
    }
  }

  /// Runs `event`, acknowledging `refs` (its own and those of the values it took the place of).
  private func runEvent(_ event: WebEvent, refs: [Int]) {
    acks += refs
    highestRef = max(highestRef, event.ref)
    run { handle(event) }
  }

  /// Runs the waiting events as their tokens come, on the session's clock.
  private func runWaitingInTime() {
    guard waitingRun == nil, let wait = budget.nextDue(at: elapsed()) else { return }
    // Swift opens the existential for the generic call from a local, not from the property.
    let clock: any Clock<Duration> = clock
    let sleep = Self.timer(on: clock, after: wait)
    waitingRun = Task { [weak self] in
      guard await sleep(), let self else { return }
      self.waitingRun = nil
      guard !self.isEnded else { return }
      for waiting in self.budget.due(at: self.elapsed()) {
        self.runEvent(waiting.event, refs: waiting.refs)
      }
      self.endTurn()
      self.runWaitingInTime()
    }
  }

  /// The page sent more than its rate and queue take: its socket closes, its waiting events
  /// dropped for it to send again.
  private func flooded() {
    isFlooded = true
    dropWaiting()
    closeSocket(.eventRate)
  }

  private func dropWaiting() {
    budget.dropWaiting()
    waitingRun?.cancel()
    waitingRun = nil
  }

  /// Sends through `send` from now on, a socket having connected again: first the frames made
  /// after `last`, the number of the last frame the page applied (0 for a page as its document
  /// came), in order, when the session still keeps them all; else one frame that shows the
  /// whole screen afresh (its HTML, title and URL), never a part of what was missed.
  public func resume(after last: Int, send: @escaping @MainActor (String) -> Void) {
    guard !isEnded else { return }
    isResuming = true
    self.send = send
    isResuming = false
    // What this turn recorded goes out (and is kept) before the socket's first frame.
    page.flush()
    isConnected = true
    hasConnected = true
    unsent = []
    if last == frameNumber { return }
    if last >= 0, last < frameNumber, let first = kept.first, first.number <= last + 1 {
      for frame in kept where frame.number > last { send(frame.json) }
    } else {
      sendFreshScreen()
    }
  }

  /// The socket closed: frames are kept, bounded, for a socket that resumes the session.
  public func disconnect() {
    dropWaiting()
    isFlooded = false
    isConnected = false
    isResuming = true
    send = { _ in }
    isResuming = false
  }

  /// Sends one frame that shows the whole screen afresh, for a page that missed frames (it
  /// fell behind, and the transport gave it none for a while): its HTML, title, URL and focus,
  /// and `"upto"`, the highest ref handled, which acknowledges every event up to it.
  public func refresh() {
    guard !isEnded else { return }
    page.flush()
    sendFreshScreen()
  }

  /// One frame that rebuilds the page: the screen as it is, its title and URL, and the focus.
  private func sendFreshScreen() {
    var operations: [WebOperation] = [
      .screen(
        generation: page.generation, title: navigation?.title ?? "", html: page.contentHTML()),
      .title(navigation?.title ?? ""),
      .navigate(.replace, url: path),
    ]
    if let node = focusedView?.node { operations.append(.focus(node: node)) }
    sendFrame(operations, upto: highestRef)
  }

  /// Ends the session: its screens and their views are released.
  public func end() {
    guard !isEnded else { return }
    isEnded = true
    dropWaiting()
    pathFollowing?.cancel()
    pathFollowing = nil
    page.onOperations = { _ in }
    unsent = []
    kept = []
    keptBytes = 0
    if let navigator {
      while navigator.stack.value.count > 1 { try? navigator.back() }
    }
    navigation?.stop()
    navigation = nil
    navigator = nil
    focusedView = nil
    _ = page.html()
  }

  // MARK: Events

  private func handle(_ event: WebEvent) {
    switch event.kind {
    case .back:
      // A Back made on a screen gone (the app went back already) would go back twice.
      guard event.generation == page.generation else { return refuse(.staleScreen) }
      navigation?.back()
    case .escape:
      guard event.generation == page.generation else { return refuse(.staleScreen) }
      escapeGoesBack()
    case .focus:
      guard event.generation == page.generation, let node = event.node, let view = page.view(node)
      else { return refuse(event.generation == page.generation ? .unknownNode : .staleScreen) }
      focusedView = view
      if view.acceptedEvents.contains(.focus) { dispatch(event) }
    default:
      dispatch(event)
    }
  }

  private func dispatch(_ event: WebEvent) {
    switch WebEventCheck.view(for: event, on: page) {
    case .success(let view):
      view.handle(event)
      view.restate(after: event)
      if event.kind == .cancel, let control = view as? WebTextControl, !control.usedEscape {
        escapeGoesBack()
      }
    case .failure(let refusal):
      refuse(refusal)
      // The browser shows what the user did to a control still on the page: it shows the
      // server's value again.
      if event.generation == page.generation, let view = event.node.flatMap(page.view) {
        view.restate(after: event)
      }
    }
  }

  /// Escape that no control used goes back, as the terminal's does: it closes a dialog, or
  /// leaves a pushed screen; on the first screen it does nothing.
  private func escapeGoesBack() {
    navigation?.back()
  }

  private func refuse(_ refusal: WebRefusal) {
    refused[refusal, default: 0] += 1
  }

  /// Runs `body` as the session's scenes run: with its services, its work counted.
  private func run(_ body: () -> Void) {
    let services = services!
    PendingWork.$current.withValue(work) {
      PlatformServices.with({ services.fill(&$0) }, operation: body)
    }
  }

  // MARK: Focus

  /// Gives the focus to the next view after the focused one that takes it, in the page's
  /// order and wrapping around, as the core's focus model moves it: never to a view a dialog
  /// covers.
  func focusNext() {
    let model = FocusModel(
      root: page.root,
      tree: WebFocusTree { [weak self] view in
        // The view the browser says has the focus needs no operation to have it.
        guard let self, view !== focusedView else { return }
        focusedView = view
        if let node = view.node { page.send(.focus(node: node)) }
      })
    model.focus(focusedView)
    model.moveFocus(forward: true)
  }

  // MARK: Frames

  /// After a screen is shown `depth` scenes deep: a later path deeper than that is a new
  /// entry in the browser's history.
  private func didShow(depth: Int) {
    shownDepth = min(shownDepth, depth)
  }

  /// Moves the browser's URL to `newPath`: a new entry in its history after a segue, in place
  /// of the current one after going back or when what the screen shows changed its path.
  private func pathDidChange(to newPath: String) {
    guard !isEnded, newPath != path else { return }
    path = newPath
    let depth = navigator?.stack.value.count ?? 1
    page.send(.navigate(depth > shownDepth ? .push : .replace, url: newPath))
    shownDepth = depth
  }

  /// Sends this turn's operations and acknowledgements now: a frame even when it only acks.
  private func endTurn() {
    page.flush()
    if !acks.isEmpty { sendFrame([]) }
  }

  /// Sends a frame of `operations` and this turn's acks; `upto`, when given, acknowledges every
  /// event whose ref is not above it (a fresh screen's frame, standing for frames not sent).
  private func sendFrame(_ operations: [WebOperation], upto: Int? = nil) {
    guard !isEnded else { return }
    frameNumber += 1
    var json = "{\"f\":\(frameNumber),\"ack\":["
    json += acks.map(String.init).joined(separator: ",")
    json += "],"
    if let upto { json += "\"upto\":\(upto)," }
    json += "\"ops\":["
    json += operations.map(\.json).joined(separator: ",")
    json += "]}"
    acks = []
    keep(frameNumber, json)
    if isConnected { send(json) } else if !hasConnected { unsent.append(json) }
  }

  /// Drops the kept frames up to `seen`, which the page applied: after a reconnect it asks
  /// only for those after it (a page claiming more than it applied gets a fresh screen then).
  private func forgetFrames(through seen: Int) {
    let forgotten = kept.prefix { $0.number <= seen }
    guard !forgotten.isEmpty else { return }
    keptBytes -= forgotten.reduce(0) { $0 + $1.json.utf8.count }
    kept.removeFirst(forgotten.count)
  }

  /// Keeps frame `number` for a page that reconnects, dropping the oldest beyond the bounds.
  private func keep(_ number: Int, _ json: String) {
    kept.append((number, json))
    keptBytes += json.utf8.count
    while kept.count > Self.keptFrameCount
      || (keptBytes > Self.keptFrameBytes && kept.count > 1)
    {
      keptBytes -= kept.removeFirst().json.utf8.count
    }
  }

  /// The `ref` of a message that is not an event, if it names one.
  private static func ref(in message: String) -> Int? {
    struct Ref: Decodable { let ref: Int }
    return try? JSONDecoder().decode(Ref.self, from: Data(message.utf8)).ref
  }

  /// A wait of `duration` on `clock` from now, set now (a test's clock knows of it before its
  /// task runs); it returns whether it ran its course (false when cancelled).
  private static func timer<C: Clock<Duration>>(
    on clock: C, after duration: Duration
  ) -> @Sendable () async -> Bool {
    let registration = TimerRegistration(on: clock)
    let deadline = clock.now.advanced(by: duration)
    return {
      defer { registration.end() }
      return await registration.wait(until: deadline, on: clock)
    }
  }

  /// The time since now on `clock`, each time it is asked.
  private static func stopwatch<C: Clock<Duration>>(_ clock: C) -> () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  /// A random id of 128 bits, as 32 hexadecimal digits.
  private static func newID() -> String {
    (0..<2).map { _ in
      let hex = String(UInt64.random(in: .min ... .max), radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
  }
}
