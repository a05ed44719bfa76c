import Symbiosis

/// Screens on a stack with a title bar: the top one shows. Esc, Backspace or ← (when the
/// focused view does not use them), a click on "‹ Back", or Enter on it (Tab reaches it) go
/// back.
///
/// A scene the navigator shows ``/Symbiosis/Presentation/modal`` (a modal segue, an alert
/// given to ``/Symbiosis/Navigator/present(_:title:)``) shows over the page beneath it, centred
/// and boxed under its title, with the keyboard and the mouse kept inside it until it is left;
/// Esc leaves it (``/Symbiosis/Navigator/back()``).
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
    makeContent: { ($0 as? View).map { $0 is RootContent ? $0 : ScrollView($0) } },
    errorContent: {
      ScrollView(Label(ErrorMessage.text(for: $0), themeStyle: \.error, wraps: true))
    }
  )
  private var titleFollowing: Subscription?
  /// The top page's title, as last delivered on the main actor.
  private var shownTitle = "" { didSet { if shownTitle != oldValue { setNeedsDisplay() } } }
  private let backControl = BackControl()
  /// The modal pages shown over the page beneath, the topmost last.
  private var modalOverlays: [ModalOverlay] = []
  /// The overlays the screen keeps the focus in, as last told.
  private var focusLayers: [ModalOverlay] = []
  /// How many pages are below the first modal one: the pages the title bar is about.
  private var barPageCount = 0
  /// Whether the stack shows an app's root view under its modal pages, with no title bar.
  private var hostsRoot = false

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

  /// A stack with no title bar showing `root` as it is, and over it the modal scenes of a
  /// navigator of its own: what an ``App`` made with a view shows, so that the app can present.
  convenience init(hosting root: View) {
    self.init()
    hostsRoot = true
    follow(Navigator(root: RootScene(root)))
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
    let visible = adapter.visiblePages
    let beneath = visible.first.flatMap { $0.presentation == .modal ? nil : $0 }
    // Each modal page shows the top of the pages pushed over it.
    let modalTops = visible.dropFirst(beneath == nil ? 0 : 1)
    let kept = modalOverlays
    modalOverlays = modalTops.map { page in
      kept.first { $0.content === page.content } ?? ModalOverlay(page.content, title: page.title)
    }
    barPageCount = adapter.pages.firstIndex { $0.presentation == .modal } ?? adapter.pages.count
    // The back control comes after the screen, so the screen's own controls take focus first.
    backControl.isHidden = hostsRoot || barPageCount < 2
    setSubviews((beneath.map { [$0.content, backControl] } ?? []) + modalOverlays)
    followTitle(beneath?.title)
    confineFocus()
    if let focus { screen?.focus(focus) }
  }

  /// Has the screen keep the focus inside the top modal page: each one a layer of its focus
  /// model.
  private func confineFocus() {
    guard let screen else { return }
    for layer in focusLayers where !modalOverlays.contains(where: { $0 === layer }) {
      screen.dismiss(layer)
    }
    for overlay in modalOverlays where !focusLayers.contains(where: { $0 === overlay }) {
      screen.present(overlay)
    }
    focusLayers = modalOverlays
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

  /// Gives each screen the room below the navigation bar, and each modal page its size,
  /// centred.
  public override func layoutSubviews() {
    // A stack shown before it was on a screen tells the screen of its modal pages now.
    confineFocus()
    let area = contentFrame
    for overlay in modalOverlays {
      let wanted = overlay.size(
        fitting: Size(width: max(0, area.width - 4), height: max(0, area.height - 2)))
      overlay.frame = Rect(
        x: area.x + (area.width - wanted.width) / 2, y: area.y + (area.height - wanted.height) / 2,
        width: wanted.width, height: wanted.height)
    }
    let bar = hostsRoot ? 0 : 1
    for view in subviews where view !== backControl && !(view is ModalOverlay) {
      view.frame = Rect(
        x: area.x, y: area.y + bar, width: area.width, height: max(0, area.height - bar))
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
    guard !hostsRoot else { return }
    let width = contentFrame.width
    canvas.fill(Rect(x: padding.left, y: padding.top, width: width, height: 1), style: theme.border)
    var x = padding.left
    if barPageCount > 1 { x += TextMeasure.width(of: BackControl.title) + 2 }
    let title = shownTitle
    let titleX = max(x, padding.left + (width - TextMeasure.width(of: title)) / 2)
    let room = padding.left + width - titleX
    canvas.text(
      TextMeasure.truncate(title, to: room), x: titleX, y: padding.top, style: theme.title)
  }

  /// Goes back on Escape, Backspace or ← that the focused view left; only Esc leaves a modal
  /// page, whose arrows move the focus.
  public override func handleKey(_ event: KeyEvent) -> Bool {
    let keys: [Key] = modalOverlays.isEmpty ? [.escape, .backspace, .left] : [.escape]
    guard event.modifiers.isEmpty, keys.contains(event.key) else { return false }
    return adapter.back()
  }
}
