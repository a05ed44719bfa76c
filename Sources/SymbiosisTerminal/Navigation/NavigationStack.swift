import Symbiosis

/// Screens on a stack with a title bar: the top one shows. Esc, Backspace or ← (when the
/// focused view does not use them), a click on "‹ Back", or Enter on it (Tab reaches it) go
/// back.
///
/// Push and pop views directly, or show a core ``/Symbiosis/Navigator``'s scenes, each through its
/// ``/Symbiosis/Scene/content()``, so that segues performed on the navigator show here:
///
/// ```swift
/// let navigator = Navigator(root: PeopleScene())
/// let app = App(root: NavigationStack(navigator))
/// ```
public final class NavigationStack: View {
  /// A screen on the stack and the title it shows.
  private struct Page {
    let view: View
    let title: Property<String>
  }

  /// The views on the stack with their titles, the top one last.
  public var entries: [(title: String, view: View)] { pages.map { ($0.title.value, $0.view) } }
  /// The navigator whose scenes the stack shows, if it follows one.
  public private(set) var navigator: Navigator?
  private var pages: [Page] = []
  private var sceneViews: [ObjectIdentifier: View] = [:]
  /// Each shown scene's requests for new content, followed while it is on the stack.
  private var contentRequests: [ObjectIdentifier: Subscription] = [:]
  private var savedFocus: [ObjectIdentifier: View] = [:]
  private var following: Subscription?
  private var titleFollowing: Subscription?
  /// The top page's title, as last delivered on the main actor.
  private var shownTitle = "" { didSet { if shownTitle != oldValue { setNeedsDisplay() } } }
  private let backControl = BackControl()

  /// A stack showing `root`, titled `title`.
  public init(root: View? = nil, title: String = "") {
    super.init()
    backControl.action = { [weak self] in _ = self?.goBack() }
    if let root { push(root, title: title) }
  }

  /// A stack showing `navigator`'s scenes.
  public convenience init(_ navigator: Navigator) {
    self.init()
    follow(navigator)
  }

  isolated deinit {
    following?.cancel()
    titleFollowing?.cancel()
    for request in contentRequests.values { request.cancel() }
  }

  /// Shows `view` on top, titled `title`.
  public func push(_ view: View, title: String) {
    rememberFocus()
    pages.append(Page(view: view, title: Property(value: title)))
    show()
  }

  /// Goes back to the view below the top one; false when there is none.
  @discardableResult
  public func pop() -> Bool {
    guard pages.count > 1 else { return false }
    pages.removeLast()
    show()
    return true
  }

  /// Shows the scenes of `navigator`'s stack instead of what it showed, each through the view
  /// its ``/Symbiosis/Scene/content()`` makes (once per scene, kept until the navigator leaves the scene)
  /// under its ``/Symbiosis/Scene/title``; going back here goes back on the navigator.
  ///
  /// A scene whose content throws, or is not a terminal ``View``, shows the error's message in
  /// its place. A scene asking for new content (``/Symbiosis/Scene/setNeedsContent()``: its scene file was
  /// saved) gets it at once, in the same place on the stack: each new view matching an old one
  /// (by ``View/sceneID``, else by place) keeps what the user typed in it or highlighted, and
  /// the focus goes to the match of the view that had it, else to the first control.
  public func follow(_ navigator: Navigator) {
    self.navigator = navigator
    following?.cancel()
    // Outside any binding scope: the stack follows the navigator for as long as it lives.
    following = BindingTarget<[NavigationEntry]>(
      lifetime: lifetime, onMainActor: { [weak self] in self?.mirror($0.map(\.scene)) }
    ).connect(navigator.stack.values)
  }

  private func mirror(_ scenes: [Scene]) {
    var views: [ObjectIdentifier: View] = [:]
    rememberFocus()
    pages = scenes.map { scene in
      let id = ObjectIdentifier(scene)
      let view = sceneViews[id] ?? content(of: scene)
      views[id] = view
      if contentRequests[id] == nil { contentRequests[id] = followContentRequests(of: scene) }
      return Page(view: view, title: scene.title)
    }
    sceneViews = views
    for (id, request) in contentRequests where views[id] == nil {
      request.cancel()
      contentRequests[id] = nil
    }
    show()
  }

  /// Remakes `scene`'s view each time it asks, for as long as the stack shows it.
  private func followContentRequests(of scene: Scene) -> Subscription {
    BindingTarget<Void>(
      lifetime: lifetime,
      onMainActor: { [weak self, weak scene] in
        if let scene { self?.remakeContent(of: scene) }
      }
    ).connect(scene.contentRequests)
  }

  /// Puts a new view of `scene` in place of its old one, carrying over what the user typed and
  /// where the focus was.
  private func remakeContent(of scene: Scene) {
    let id = ObjectIdentifier(scene)
    guard let old = sceneViews[id], let index = pages.firstIndex(where: { $0.view === old })
    else { return }
    let isTop = index == pages.count - 1
    let focused =
      isTop
      ? screen?.focusedView.flatMap { old.contains($0) ? $0 : nil }
      : savedFocus[ObjectIdentifier(old)]
    let new = content(of: scene)
    let handover = SceneViewHandover(from: old, to: new)
    handover.carryState()
    sceneViews[id] = new
    pages[index] = Page(view: new, title: pages[index].title)
    savedFocus[ObjectIdentifier(old)] = nil
    let heir = handover.heir(of: focused) ?? new.focusableViews().first
    if let heir { savedFocus[ObjectIdentifier(new)] = heir }
    if isTop { show() }
  }

  /// The view showing `scene`: its content, or the message of what went wrong making it, in a
  /// ``ScrollView``, so that a page taller than the window scrolls to its focused view.
  private func content(of scene: Scene) -> View {
    do {
      let content = try scene.makeContent()
      guard let view = content as? View else {
        throw SceneContentError.otherPlatform(
          scene: String(describing: type(of: scene)),
          content: String(describing: type(of: content)), expected: "terminal View")
      }
      return ScrollView(view)
    } catch {
      return ScrollView(Label(ErrorMessage.text(for: error), themeStyle: \.error, wraps: true))
    }
  }

  private func show() {
    // The back control comes after the screen, so the screen's own controls take focus first.
    backControl.isHidden = pages.count < 2
    setSubviews(pages.last.map { [$0.view, backControl] } ?? [])
    followTitle(of: pages.last)
    restoreFocus()
  }

  /// Keeps the bar's title that of `page`, as it changes.
  private func followTitle(of page: Page?) {
    titleFollowing?.cancel()
    titleFollowing = nil
    guard let page else {
      shownTitle = ""
      return
    }
    let target = BindingTarget<String>(
      lifetime: lifetime, onMainActor: { [weak self] title in self?.shownTitle = title })
    titleFollowing = target.connect(page.title.values)
  }

  /// Keeps what had focus on the top view, to give it back when the user returns.
  private func rememberFocus() {
    guard let top = pages.last?.view, let focused = screen?.focusedView, top.contains(focused)
    else { return }
    savedFocus[ObjectIdentifier(top)] = focused
  }

  private func restoreFocus() {
    let shown = Set(pages.map { ObjectIdentifier($0.view) })
    savedFocus = savedFocus.filter { shown.contains($0.key) }
    guard let top = pages.last?.view, let focused = savedFocus[ObjectIdentifier(top)] else {
      return
    }
    screen?.focus(focused)
  }

  private func goBack() -> Bool {
    guard pages.count > 1 else { return false }
    guard let navigator else { return pop() }
    do {
      if navigator.stack.value.last?.presentation == .modal {
        try navigator.dismiss()
      } else {
        try navigator.goBack()
      }
      return true
    } catch {
      return false
    }
  }

  /// Gives each screen the room below the navigation bar.
  public override func layoutSubviews() {
    let area = contentFrame
    for view in subviews where view !== backControl {
      view.frame = Rect(
        x: area.x, y: area.y + 1, width: area.width, height: max(0, area.height - 1))
    }
    backControl.frame = Rect(
      x: area.x, y: area.y, width: min(area.width, TextMeasure.width(of: BackControl.title)),
      height: min(area.height, 1))
  }

  /// The room the proposal gives: a stack fills what it is offered.
  public override func contentSize(fitting proposal: Size) -> Size {
    proposal
  }

  /// Draws the navigation bar: the back control and the top screen's title, centred, or cut
  /// with "…" where it does not fit.
  public override func draw(_ canvas: inout Canvas) {
    super.draw(&canvas)
    let width = contentFrame.width
    canvas.fill(Rect(x: padding.left, y: padding.top, width: width, height: 1), style: theme.border)
    var x = padding.left
    if pages.count > 1 { x += TextMeasure.width(of: BackControl.title) + 2 }
    let title = shownTitle
    let titleX = max(x, padding.left + (width - TextMeasure.width(of: title)) / 2)
    let room = padding.left + width - titleX
    canvas.text(
      TextMeasure.truncate(title, to: room), x: titleX, y: padding.top, style: theme.title)
  }

  /// Goes back on Escape, Backspace or ← that the focused view left.
  public override func handleKey(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, [.escape, .backspace, .left].contains(event.key) else {
      return false
    }
    return goBack()
  }
}
