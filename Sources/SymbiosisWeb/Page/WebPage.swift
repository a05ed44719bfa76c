import Symbiosis

/// The page one browser tab shows: its views by node number, and the operations their changes
/// recorded, sent together once per turn of the main actor.
///
/// A session owns one. Its ``root`` is the page's `<main>`; a view added under it is numbered
/// (`data-n`) and from then on each change to it is recorded. ``html()`` renders the page as it
/// is, which the browser then holds, so the operations recorded until then are dropped.
@MainActor
public final class WebPage {
  /// The page's outermost view, the `<main>` every screen is shown in.
  public let root: WebView
  /// The screen's generation: one more each time the page shows another screen, which an event
  /// names so that one made on a screen gone is refused (``WebRefusal/staleScreen``).
  public private(set) var generation = 1
  /// Called once per turn of the main actor in which operations were recorded, with them in
  /// order; the session turns them into a frame.
  public var onOperations: @MainActor ([WebOperation]) -> Void = { _ in }
  /// The row skeletons the browser holds for this screen.
  var rowTemplates = WebRowTemplates()

  private var views = WebPageViews()
  private var nextNode = 1
  private var pending: [WebOperation] = []
  private var flushScheduled = false
  private var isMuted = false

  /// An empty page.
  public init() {
    root = WebView(tag: "main", classes: "sy-root")
    attach(root)
  }

  /// The view numbered `node`, while it is on the page.
  public func view(_ node: Int) -> WebView? { views[node] }

  /// How many views the page holds.
  public var viewCount: Int { views.count }

  /// Starts a new screen generation (the session calls it when it shows another screen).
  func nextGeneration() {
    generation += 1
    rowTemplates.forget()
  }

  /// The page's HTML as it is now; what was recorded until now is dropped, as the browser
  /// that gets this HTML has it.
  public func html() -> String {
    pending.removeAll()
    rowTemplates.forget()
    return root.html()
  }

  /// Shows another screen: `views` become the ``root``'s children and are numbered anew, the
  /// generation moves on, and one ``WebOperation/screen(generation:title:html:)`` carries the
  /// new content's HTML, titled `title`, instead of an operation per view.
  func showScreen(_ views: [WebView], title: String) {
    isMuted = true
    root.removeAllChildren()
    for view in views { root.addChild(view) }
    isMuted = false
    nextGeneration()
    record(.screen(generation: generation, title: title, html: contentHTML()))
  }

  /// The HTML of what the ``root`` holds, without the `<main>` element itself. The browser that
  /// shows it starts with no row template, so the page forgets those it sent.
  public func contentHTML() -> String {
    rowTemplates.forget()
    return root.children.map { $0.html() }.joined()
  }

  /// Records `operation` for the browser, one not about a view (the title, a copy, a link to
  /// open), to be sent at the end of this turn of the main actor.
  public func send(_ operation: WebOperation) { record(operation) }

  /// Sends what was recorded now rather than at the end of the turn.
  public func flush() {
    flushScheduled = false
    guard !pending.isEmpty else { return }
    let operations = pending
    pending.removeAll()
    onOperations(operations)
  }

  /// Records `operation`, to be sent at the end of this turn of the main actor.
  func record(_ operation: WebOperation) {
    guard !isMuted else { return }
    pending.append(operation)
    guard !flushScheduled else { return }
    flushScheduled = true
    Task { @MainActor [weak self] in self?.flush() }
  }

  /// Numbers `view` and the views inside it and puts them on the page.
  func attach(_ view: WebView) {
    view.attach(to: self, as: nextNode)
    views.add(view, as: nextNode)
    nextNode += 1
    for child in view.children { attach(child) }
  }

  /// Takes `view` and the views inside it off the page.
  func detach(_ view: WebView) {
    if let node = view.node { views.remove(node) }
    view.detach()
    for child in view.children { detach(child) }
  }
}
