import Symbiosis

/// Screens on a stack with a title bar: the top one shows. Esc, Backspace or ← (when the
/// focused view does not use them), a click on "‹ Back", or Enter on it (Tab reaches it) go
/// back.
///
/// Push and pop views directly, or follow a core ``Navigator`` so that segues performed on it
/// show here: `stack.follow(navigator) { scene in view(for: scene) }`.
public final class NavigationStack: View {
  /// The views on the stack with their titles, the top one last.
  public private(set) var entries: [(title: String, view: View)] = []
  private var navigator: Navigator?
  private var sceneViews: [ObjectIdentifier: View] = [:]
  private var savedFocus: [ObjectIdentifier: View] = [:]
  private var following: Subscription?
  private let backControl = BackControl()

  /// A stack showing `root`, titled `title`.
  public init(root: View? = nil, title: String = "") {
    super.init()
    backControl.action = { [weak self] in _ = self?.goBack() }
    if let root { push(root, title: title) }
  }

  isolated deinit { following?.cancel() }

  /// Shows `view` on top, titled `title`.
  public func push(_ view: View, title: String) {
    rememberFocus()
    entries.append((title, view))
    show()
  }

  /// Goes back to the view below the top one; false when there is none.
  @discardableResult
  public func pop() -> Bool {
    guard entries.count > 1 else { return false }
    entries.removeLast()
    show()
    return true
  }

  /// Shows the scenes of `navigator`'s stack, each through the view `view` makes for it (once
  /// per scene); going back here goes back on the navigator.
  public func follow(_ navigator: Navigator, view: @escaping @MainActor (Scene) -> View) {
    self.navigator = navigator
    following?.cancel()
    let mirroring = { @MainActor [weak self] (stack: [NavigationEntry]) -> Void in
      self?.mirror(stack.map(\.scene), view: view)
    }
    let subscription = mirroring <~ navigator.stack
    following = subscription
  }

  private func mirror(_ scenes: [Scene], view make: (Scene) -> View) {
    var views: [ObjectIdentifier: View] = [:]
    rememberFocus()
    entries = scenes.map { scene in
      let id = ObjectIdentifier(scene)
      let view = sceneViews[id] ?? make(scene)
      views[id] = view
      return (scene.title, view)
    }
    sceneViews = views
    show()
  }

  private func show() {
    // The back control comes after the screen, so the screen's own controls take focus first.
    backControl.isHidden = entries.count < 2
    setSubviews(entries.last.map { [$0.view, backControl] } ?? [])
    restoreFocus()
  }

  /// Keeps what had focus on the top view, to give it back when the user returns.
  private func rememberFocus() {
    guard let top = entries.last?.view, let focused = screen?.focusedView, top.contains(focused)
    else { return }
    savedFocus[ObjectIdentifier(top)] = focused
  }

  private func restoreFocus() {
    let shown = Set(entries.map { ObjectIdentifier($0.view) })
    savedFocus = savedFocus.filter { shown.contains($0.key) }
    guard let top = entries.last?.view, let focused = savedFocus[ObjectIdentifier(top)] else {
      return
    }
    screen?.focus(focused)
  }

  private func goBack() -> Bool {
    guard entries.count > 1 else { return false }
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
    if entries.count > 1 { x += TextMeasure.width(of: BackControl.title) + 2 }
    let title = entries.last?.title ?? ""
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
