import Symbiosis

/// What a terminal shows: a root view filling it, the keyboard focus and the theme. It turns input events into view calls and views into frames.
///
/// The runtime (``App``, or `TestTerminal` in tests) owns one. Views ask it for a frame with
/// ``setNeedsFrame()``; every change made in one turn of the main actor makes one frame.
@MainActor
public final class Screen: FocusService {
  /// The screen handling the input event under way, in the task handling it and the tasks it
  /// starts (an action run by a key or a click): the screen the platform's services act on.
  @TaskLocal static var handlingInput: Screen?
  /// The screen of the app running in this process, for services used outside any input.
  static weak var running: Screen?

  /// The view filling the screen.
  public let root: View
  /// The colours and styles the views draw with.
  public var theme: Theme { didSet { setNeedsFrame() } }
  /// The screen's size in cells: the size it was given, within ``maximumSize``.
  public private(set) var size: Size
  /// The largest frame a screen draws, 1000 × 500 cells: a larger window (`COLUMNS=100000`)
  /// shows the frame in its top-left corner, so that no size costs more time or memory than
  /// this one; a negative width or height counts as 0.
  public static let maximumSize = Size(width: 1000, height: 500)
  /// How many colours the terminal shows, which its frame encoder was made for; views that
  /// need colours (pictures) show something else without them.
  public internal(set) var colorSupport = ColorSupport.truecolor {
    didSet { if colorSupport != oldValue { setNeedsFrame() } }
  }
  /// The view with the keyboard, if any.
  public var focusedView: View? { focusModel.focused }
  /// The modal views shown over the rest (a navigation stack's modal pages), topmost last; only
  /// the topmost gets input.
  public var modals: [View] { Array(focusModel.layers.dropFirst()) }
  /// Which view has focus, and where Tab and the arrows move it: the core's model of the
  /// screen's views, the root and each modal view a layer.
  private let focusModel: FocusModel<ViewFocusTree>
  /// Whether something changed since the last frame.
  public private(set) var needsFrame = true
  /// Called the first time a frame is needed after one was drawn; the runtime schedules it.
  var onNeedsFrame: (() -> Void)?
  /// Sequences for the terminal itself rather than its cells (a clipboard copy), written
  /// right after the next frame so that they never land in the middle of one.
  private var controlSequences: [UInt8] = []
  /// Whether frames go to a terminal, which takes control sequences, rather than to text.
  var takesControlSequences = false
  private var tick = 0
  private var isRendering = false
  /// The frame drawn last, which the caller diffs the next one against.
  private var front = Buffer(width: 0, height: 0)
  /// The frame before it, whose storage the next frame is drawn into: once the caller has let
  /// it go (it keeps only the frame drawn last), a frame of the same size allocates nothing.
  private var back = Buffer(width: 0, height: 0)

  /// A screen of `size` showing `root`.
  public init(root: View, size: Size, theme: Theme = .standard) {
    self.root = root
    self.size = Self.bounded(size)
    self.theme = theme
    focusModel = FocusModel(root: root, tree: ViewFocusTree())
    root.rootScreen = self
    // Whatever runs this screen (an app, a test terminal, a text-mode run), the actions its
    // input runs find the terminal's services.
    TerminalServices.install()
  }

  /// Asks for a frame.
  public func setNeedsFrame() {
    // Layout moves views around and would ask for the frame it is making.
    guard !needsFrame, !isRendering else { return }
    needsFrame = true
    onNeedsFrame?()
  }

  /// Has `sequence` written to the terminal after the next frame, and asks for that frame.
  func write(controlSequence sequence: [UInt8]) {
    controlSequences += sequence
    setNeedsFrame()
  }

  /// The sequences waiting to be written, which are then no longer waiting.
  func takeControlSequences() -> [UInt8] {
    guard !controlSequences.isEmpty else { return [] }
    defer { controlSequences = [] }
    return controlSequences
  }

  /// Changes the size, as when the terminal is resized; within ``maximumSize``.
  public func resize(to size: Size) {
    let size = Self.bounded(size)
    guard size != self.size else { return }
    self.size = size
    needsFrame = false
    setNeedsFrame()
  }

  /// `size` within ``maximumSize``, and not negative.
  static func bounded(_ size: Size) -> Size {
    Size(
      width: min(max(0, size.width), maximumSize.width),
      height: min(max(0, size.height), maximumSize.height))
  }

  /// The animation frame to draw; asking for it asks for the next one a moment later.
  public func animationTick() -> Int {
    wantsAnimationFrame = true
    return tick
  }

  /// Moves animations on by one step and asks for a frame; the runtime calls it on a timer
  /// while ``wantsAnimationFrame`` is true.
  public func advanceAnimation() {
    tick += 1
    setNeedsFrame()
  }

  /// Whether the last frame drew something animated.
  public private(set) var wantsAnimationFrame = false

  /// Lays out and draws everything into a buffer, with where the cursor shows.
  ///
  /// The buffer reuses the storage of the frame before the one drawn last, as long as nothing
  /// else still holds that frame: a caller that keeps only the latest frame (to diff the next
  /// one against) makes frames without allocating.
  public func render() -> (buffer: Buffer, cursor: Point?) {
    needsFrame = false
    wantsAnimationFrame = false
    isRendering = true
    defer { isRendering = false }
    let all = Rect(x: 0, y: 0, width: size.width, height: size.height)
    root.frame = all
    root.layoutTree()
    focusModel.ensureFocus()
    var canvas = Canvas(takeBlankBuffer())
    root.drawTree(&canvas)
    back = front
    front = canvas.buffer
    return (front, focusedView?.cursorPosition)
  }

  /// The back buffer, blanked in place, or a new one when the size changed; the screen keeps no
  /// reference to it, so that drawing into it does not copy it.
  private func takeBlankBuffer() -> Buffer {
    var buffer = back
    back = Buffer(width: 0, height: 0)
    guard buffer.size == size else { return Buffer(size: size) }
    buffer.clear()
    return buffer
  }

  // MARK: Modals

  /// Keeps the keyboard and the mouse inside `view`, a view of the tree drawn over the rest (a
  /// navigation stack's modal page), until ``dismiss(_:)``.
  func present(_ view: View) {
    focusModel.present(view)
    setNeedsFrame()
  }

  /// Lets the input go back to what is beneath the modal `view`, and the focus to what had it.
  func dismiss(_ view: View) {
    guard focusModel.dismiss(view) else { return }
    setNeedsFrame()
  }

  // MARK: Focus

  /// The view that takes input: the topmost modal, or the root.
  var activeRoot: View { focusModel.activeLayer }

  /// Takes the keyboard from the focused view, which hears that it lost it (a field writes what
  /// the user typed), as the app ends.
  public func resignFocus() {
    focusModel.resignFocus()
    setNeedsFrame()
  }

  /// Gives `view` the keyboard, if it accepts it and is in the active part of the screen.
  public func focus(_ view: View?) {
    if focusModel.focus(view) { setNeedsFrame() }
  }

  /// The navigation stack going back acts on: the innermost one around the focused view, else
  /// the first in the part of the screen taking input.
  var navigationStack: NavigationStack? {
    var view = focusedView
    while let candidate = view {
      if let stack = candidate as? NavigationStack { return stack }
      view = candidate.superview
    }
    return firstNavigationStack(in: activeRoot)
  }

  private func firstNavigationStack(in view: View) -> NavigationStack? {
    if let stack = view as? NavigationStack { return stack }
    for subview in view.subviews {
      if let stack = firstNavigationStack(in: subview) { return stack }
    }
    return nil
  }

  /// Moves focus to the next view that accepts it, as Tab does.
  public func focusNext() { moveFocus(forward: true) }

  /// Moves focus to the next (or previous) view that accepts it, wrapping around.
  public func moveFocus(forward: Bool) {
    if focusModel.moveFocus(forward: forward) { setNeedsFrame() }
  }

  /// Moves focus to the nearest view that accepts it in the arrow's direction; false when
  /// there is none.
  @discardableResult
  public func moveFocus(toward key: Key) -> Bool {
    let before = focusedView
    guard let direction = key.focusDirection else {
      // Not an arrow: only a screen with nothing focused moves, to its first view.
      guard before == nil else { return false }
      moveFocus(forward: true)
      return focusedView != nil
    }
    let moved = focusModel.moveFocus(toward: direction)
    if focusedView !== before { setNeedsFrame() }
    return moved
  }

  /// Forgets a removed view that had focus.
  func viewWasRemoved(_ view: View) {
    if focusModel.nodeWasRemoved(view) { setNeedsFrame() }
  }

  // MARK: Input

  /// Hands `event` to the views: keys and pastes to the focused view and up through its
  /// parents, mouse events to the view under the pointer and up, a resize to the layout.
  public func handle(_ event: InputEvent) {
    Screen.$handlingInput.withValue(self) {
      switch event {
      case .key(let key): handleKey(key)
      case .mouse(let mouse): handleMouse(mouse)
      case .paste(let text):
        _ = bubble(from: focusedView) { $0.handlePaste(text) }
      case .resize(let columns, let rows): resize(to: Size(width: columns, height: rows))
      case .focusGained, .focusLost: break
      }
    }
  }

  private func handleKey(_ event: KeyEvent) {
    // A control disabled since the last frame passes the focus on before the key arrives.
    focusModel.ensureFocus()
    if bubble(from: focusedView ?? activeRoot, { $0.handleKey(event) }) { return }
    switch event.key {
    case .tab: moveFocus(forward: !event.modifiers.contains(.shift))
    case .backTab: moveFocus(forward: false)
    case .up, .down, .left, .right: moveFocus(toward: event.key)
    default: break
    }
  }

  private func handleMouse(_ event: MouseEvent) {
    let point = Point(x: event.column, y: event.row)
    guard let hit = activeRoot.hitTest(point) else { return }
    _ = bubble(from: hit) { view in
      view.handleMouse(event, at: Point(x: point.x - view.frame.x, y: point.y - view.frame.y))
    }
  }

  /// Offers something to `view` and then each of its parents until one takes it.
  private func bubble(from view: View?, _ offer: (View) -> Bool) -> Bool {
    var current = view
    while let candidate = current {
      if offer(candidate) { return true }
      current = candidate.superview
    }
    return false
  }
}
