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
///
/// Which page shows, when a scene's content is made and the focus each page had are the core
/// ``/Symbiosis/NavigationAdapter``'s; the stack draws the bar and takes the keys.
public final class NavigationStack: View {
  /// The views on the stack with their titles, the top one last.
  public var entries: [(title: String, view: View)] {
    adapter.pages.map { ($0.title.value, $0.content) }
  }
  /// The navigator whose scenes the stack shows, if it follows one.
  public var navigator: Navigator? { adapter.navigator }
  private let adapter = NavigationAdapter<View, View>(
    expected: "terminal View",
    makeContent: { ($0 as? View).map { ScrollView($0) } },
    errorContent: {
      ScrollView(Label(ErrorMessage.text(for: $0), themeStyle: \.error, wraps: true))
    }
  )
  private var titleFollowing: Subscription?
  /// The top page's title, as last delivered on the main actor.
  private var shownTitle = "" { didSet { if shownTitle != oldValue { setNeedsDisplay() } } }
  private let backControl = BackControl()

  /// A stack showing `root`, titled `title`.
  public init(root: View? = nil, title: String = "") {
    super.init()
    backControl.action = { [weak self] in _ = self?.adapter.back() }
    adapter.onChange = { [weak self] focus in self?.show(focusing: focus) }
    adapter.focusInContent = { [weak self] content in
      self?.screen?.focusedView.flatMap { content.contains($0) ? $0 : nil }
    }
    adapter.handOver = { old, new, focused in
      let handover = SceneViewHandover(from: old, to: new)
      handover.carryState()
      return handover.heir(of: focused) ?? new.focusableViews().first
    }
    if let root { push(root, title: title) }
  }

  /// A stack showing `navigator`'s scenes.
  public convenience init(_ navigator: Navigator) {
    self.init()
    follow(navigator)
  }

  isolated deinit {
    titleFollowing?.cancel()
  }

  /// Shows `view` on top, titled `title`.
  public func push(_ view: View, title: String) {
    adapter.push(view, title: Property(value: title))
  }

  /// Goes back to the view below the top one; false when there is none.
  @discardableResult
  public func pop() -> Bool { adapter.pop() }

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
    adapter.follow(navigator)
  }

  private func show(focusing focus: View?) {
    let top = adapter.top
    // The back control comes after the screen, so the screen's own controls take focus first.
    backControl.isHidden = adapter.pages.count < 2
    setSubviews(top.map { [$0.content, backControl] } ?? [])
    followTitle(top?.title)
    if let focus { screen?.focus(focus) }
  }

  /// Keeps the bar's title `title`, as it changes.
  private func followTitle(_ title: Property<String>?) {
    titleFollowing?.cancel()
    titleFollowing = nil
    guard let title else {
      shownTitle = ""
      return
    }
    let target = BindingTarget<String>(
      lifetime: lifetime, onMainActor: { [weak self] title in self?.shownTitle = title })
    titleFollowing = target.bindOutsideScope(title.values)
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
    if adapter.pages.count > 1 { x += TextMeasure.width(of: BackControl.title) + 2 }
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
    return adapter.back()
  }
}
