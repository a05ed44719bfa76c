import Symbiosis

/// The base of every terminal view: a rectangle of cells in a tree, laid out by its parent,
/// drawn each frame, and bindable through the core (`label.reactive.text <~ name`).
///
/// A subclass overrides ``contentSize(fitting:)`` to say how big it wants to be,
/// ``layoutSubviews()`` to place its children, ``draw(_:)`` to paint itself, and
/// ``handleKey(_:)`` / ``handleMouse(_:at:)`` to take input. Changing anything a view shows
/// calls ``setNeedsDisplay()``; the screen then draws one frame for all the changes of a turn.
@MainActor
open class View: LifetimeProviding, HideableView, PlatformView {
  /// Ends when the view goes, ending the bindings that update it.
  public nonisolated let lifetime = Lifetime()
  /// The view this one is inside.
  public private(set) weak var superview: View?
  /// The views inside this one, drawn in order (later ones on top).
  public private(set) var subviews: [View] = []
  /// Where the view is on the screen, in cells; set by its parent's layout.
  public package(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
  /// Whether the view is left out of layout, drawing and focus.
  public var isHidden = false { didSet { if isHidden != oldValue { setNeedsDisplay() } } }
  /// How wide the view is in a stack.
  public var width = Length.fit { didSet { setNeedsDisplay() } }
  /// How tall the view is in a stack.
  public var height = Length.fit { didSet { setNeedsDisplay() } }
  /// Space kept free inside the view's edges.
  public var padding = Insets.zero { didSet { setNeedsDisplay() } }
  /// The colour behind the view, if it paints one.
  public var background: Color? { didSet { setNeedsDisplay() } }
  /// A style laid over everything the view and its subviews draw, resolved against the
  /// screen's theme each frame, so that it follows a change of theme: a scene file's `style:`.
  public var themedStyle: ThemedStyle? { didSet { setNeedsDisplay() } }
  /// The id a scene file gives the view, by which a remade scene finds the view that takes its
  /// place (to give it the focus and what the user typed); `nil` for a view made in code.
  public var sceneID: String?
  /// The screen showing this view, if any; set on the root.
  weak var rootScreen: Screen?

  /// A view with nothing in it.
  public init() {}

  /// Whether Tab and arrows can move focus to this view.
  open var acceptsFocus: Bool { false }

  /// The screen showing this view, if it is on one.
  public var screen: Screen? { rootScreen ?? superview?.screen }
  /// The theme to draw with.
  public var theme: Theme { screen?.theme ?? .standard }
  /// Whether this view has the keyboard.
  public var isFocused: Bool { screen?.focusedView === self }
  /// The frame less the padding: where the content goes.
  public var contentFrame: Rect { frame.inset(by: padding) }

  /// Adds `view` on top of the others.
  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    view.superview = self
    subviews.append(view)
    setNeedsDisplay()
  }

  /// Removes the view from its parent.
  public func removeFromSuperview() {
    guard let superview else { return }
    let screen = self.screen
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    superview.setNeedsDisplay()
    screen?.viewWasRemoved(self)
  }

  /// Replaces every subview with `views`, in their order; a view in both stays, never removed
  /// (it keeps the focus, and a modal layer it is).
  public func setSubviews(_ views: [View]) {
    let staying = Set(views.map(ObjectIdentifier.init))
    for view in subviews where !staying.contains(ObjectIdentifier(view)) {
      view.removeFromSuperview()
    }
    for view in views where view.superview !== self { addSubview(view) }
    subviews = views
    setNeedsDisplay()
  }

  /// Asks for a new frame; cheap to call many times in one turn.
  public func setNeedsDisplay() { screen?.setNeedsFrame() }

  /// The size the content wants within `proposal` (which excludes padding). The default fits
  /// the subviews stacked on top of each other.
  open func contentSize(fitting proposal: Size) -> Size {
    var size = Size(width: 0, height: 0)
    for view in subviews where !view.isHidden {
      let fitted = view.size(fitting: proposal)
      size = Size(width: max(size.width, fitted.width), height: max(size.height, fitted.height))
    }
    return size
  }

  /// The size the view wants within `proposal`, padding and fixed lengths included.
  public final func size(fitting proposal: Size) -> Size {
    let inner = Size(
      width: max(0, proposal.width - padding.horizontal),
      height: max(0, proposal.height - padding.vertical))
    let content = contentSize(fitting: inner)
    var size = Size(
      width: content.width + padding.horizontal, height: content.height + padding.vertical)
    if case .fixed(let width) = width { size.width = width }
    if case .fixed(let height) = height { size.height = height }
    return Size(width: min(size.width, proposal.width), height: min(size.height, proposal.height))
  }

  /// Places the subviews; the default gives each the whole content frame.
  open func layoutSubviews() {
    for view in subviews { view.frame = contentFrame }
  }

  /// Paints the view into `canvas`, whose origin is the view's top-left corner. The default
  /// paints the background, if any.
  open func draw(_ canvas: inout Canvas) {
    if let background { canvas.fill(style: Style(background: background)) }
  }

  /// Paints over what the subviews drew, such as a list's scroll marks; the default paints
  /// nothing.
  func drawOver(_ canvas: inout Canvas) {}

  /// A style laid over everything `subview` draws, such as a table's selection; `nil` for none.
  open func overlayStyle(for subview: View) -> Style? { nil }

  /// Handles a key while this view, or one inside it, has focus; true when it was used.
  open func handleKey(_ event: KeyEvent) -> Bool { false }

  /// Called when this view gets the keyboard.
  open func didGainFocus() {}

  /// Called when this view loses the keyboard: to another view, or to a modal layer shown
  /// over it.
  open func didLoseFocus() {}

  /// Takes what the user left in `old`, the view this one replaces in a scene made again (its
  /// file was saved): typed text, a highlighted row. The default takes nothing.
  open func takeOverState(from old: View) {}

  /// Handles pasted text while this view, or one inside it, has focus; true when it was used.
  open func handlePaste(_ text: String) -> Bool { false }

  /// Where the terminal's cursor shows while this view has focus, on the screen; `nil` hides it.
  open var cursorPosition: Point? { nil }

  /// Handles a mouse event at `point` (relative to the view); true when it was used.
  open func handleMouse(_ event: MouseEvent, at point: Point) -> Bool { false }

  /// Lays out this view and everything inside it, within its frame.
  func layoutTree() {
    layoutSubviews()
    for view in subviews where !view.isHidden { view.layoutTree() }
  }

  /// Draws this view and everything inside it.
  final func drawTree(_ canvas: inout Canvas) {
    let clip = canvas.clip
    let outer = canvas.overlay
    let outerBackdrop = canvas.backdrop
    if let themedStyle { canvas.overlay = Canvas.merge(outer, themedStyle.resolved(in: theme)) }
    if let background { canvas.backdrop = background }
    canvas.focus(on: frame, within: clip)
    draw(&canvas)
    let inner = canvas.clip
    let overlay = canvas.overlay
    for view in subviews where !view.isHidden {
      canvas.overlay = Canvas.merge(overlay, overlayStyle(for: view))
      view.drawTree(&canvas)
      canvas.clip = inner
    }
    canvas.overlay = overlay
    canvas.focus(on: frame, within: clip)
    drawOver(&canvas)
    canvas.overlay = outer
    canvas.backdrop = outerBackdrop
    canvas.clip = clip
  }

  /// The deepest visible view under the screen position `point`.
  final func hitTest(_ point: Point) -> View? {
    guard !isHidden, frame.contains(point) else { return nil }
    for view in subviews.reversed() {
      if let hit = view.hitTest(point) { return hit }
    }
    return self
  }

  /// Called on each view around `view` (its superview first, then outwards) when `view` gets
  /// the keyboard: a table highlights the row whose control was clicked.
  func descendantDidGainFocus(_ view: View) {}

  /// The subviews whose views focus can reach: all of them, but only the highlighted row's
  /// cell in a table.
  var focusableSubviews: [View] { subviews }

  /// The visible views that accept focus, in reading order, with `kept` in its place too
  /// when it is visible, though it no longer accepts focus.
  final func focusableViews(keeping kept: View? = nil) -> [View] {
    guard !isHidden else { return [] }
    return (acceptsFocus || self === kept ? [self] : [])
      + focusableSubviews.flatMap { $0.focusableViews(keeping: kept) }
  }

  /// Whether `view` is this view or inside it.
  public final func contains(_ view: View) -> Bool {
    var current: View? = view
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.superview
    }
    return false
  }
}
