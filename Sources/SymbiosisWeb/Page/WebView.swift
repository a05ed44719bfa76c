import Symbiosis

/// A view of the browser platform: the server's copy of one element of a page, which records
/// each change made to it as an operation for the browser while it is on a ``WebPage``.
///
/// The standard view kinds subclass it; so does an app's own kind. A subclass changes what the
/// browser shows only through ``setText(_:)``, ``setAttribute(_:_:)``, the child methods and
/// ``record(_:)``, so the page it renders first and the operations sent after it agree.
/// It takes the events ``acceptedEvents`` names, and only once its session has checked them
/// against what the page shows now (``WebEventCheck``): its ``handle(_:)`` never sees an event
/// for a hidden or disabled view.
@MainActor
open class WebView: PlatformView, HideableView, LifetimeProviding {
  /// Ends when the view goes, ending the bindings that update it.
  ///
  /// It is made when first asked for: most views of a page (a table's rows and cells, the
  /// stacks) have no binding of their own, and a session keeps every view of its page.
  public nonisolated var lifetime: Lifetime {
    madeLifetime.get { Lifetime() }
  }
  private nonisolated let madeLifetime = MadeOnDemand<Lifetime>()
  /// The element's tag name (`div`, `button`).
  public let tag: String
  /// The element's attributes, by name; `class` among them (a dictionary made when asked:
  /// ``attribute(_:)`` reads one).
  public var attributes: [String: String] { renderedAttributes.dictionary }
  /// The element's attributes as they are kept.
  private(set) var storedAttributes: WebAttributes
  /// The element's text, shown with `textContent`, never as HTML; `nil` for an element whose
  /// content is its ``children``. (A kind's own `text` is what it shows: a label's.)
  public private(set) var textContent: String?
  /// The views inside it, in order.
  public private(set) var children: [WebView] = []
  /// The view it is inside, if any.
  public private(set) weak var parent: WebView?
  /// Its number on its page (`data-n`), while it is on one.
  public private(set) var node: Int?
  /// The page it is on, if any.
  public private(set) weak var page: WebPage?

  /// A view rendered as a `tag` element with the class names `classes`.
  public init(tag: String, classes: String? = nil) {
    self.tag = tag
    storedAttributes = WebAttributes(classes: classes)
  }

  /// The value of its attribute `name`, if it has it.
  public func attribute(_ name: String) -> String? {
    renderedAttributes[name]
  }

  // MARK: What the browser shows

  /// Whether it is hidden (the `hidden` attribute).
  public var isHidden: Bool {
    get { attribute("hidden") != nil }
    set { setAttribute("hidden", newValue ? "" : nil) }
  }

  /// Whether it is disabled (the `disabled` attribute): a disabled view takes no event.
  public var isDisabled: Bool {
    get { attribute("disabled") != nil }
    set { setAttribute("disabled", newValue ? "" : nil) }
  }

  /// Sets its text, which the browser shows as text whatever it holds.
  public func setText(_ text: String) {
    guard text != textContent else { return }
    textContent = text
    if let node { record(.text(node: node, text)) }
  }

  /// Sets the attribute `name` to `value`, or removes it when `value` is `nil`. Names are the
  /// framework's and the app's code's, never a user's; a URL attribute (`href`, `src`) keeps a
  /// value only of a safe scheme (``SafeURL``).
  public func setAttribute(_ name: String, _ value: String?) {
    var value = value
    if let given = value, SafeURL.isURLAttribute(name) { value = SafeURL.checked(given) }
    guard storedAttributes[name] != value else { return }
    storedAttributes[name] = value
    if let node { record(.attribute(node: node, name, value)) }
  }

  /// Adds `child` after its other children.
  public func addChild(_ child: WebView) { insertChild(child, at: children.count) }

  /// Puts `child` at `index` among its children, taking it from where it was.
  public func insertChild(_ child: WebView, at index: Int) {
    if child.parent != nil { child.removeFromParent() }
    textContent = nil
    let index = min(max(0, index), children.count)
    children.insert(child, at: index)
    child.parent = self
    if let page {
      page.attach(child)
      if let node { record(.insert(parent: node, index: index, html: child.html())) }
    }
  }

  /// Moves its child `child` to `index` among its children.
  public func moveChild(_ child: WebView, to index: Int) {
    guard let from = children.firstIndex(where: { $0 === child }) else { return }
    children.remove(at: from)
    let index = min(max(0, index), children.count)
    children.insert(child, at: index)
    if let node = child.node { record(.move(node: node, index: index)) }
  }

  /// Takes it out of the view it is in, and off its page.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    if let node { parent.record(.remove(node: node)) }
    page?.detach(self)
  }

  /// Takes every child out.
  public func removeAllChildren() {
    for child in children { child.removeFromParent() }
  }

  /// Puts `child` just before its child `next` (after the others when `nil`) and records what
  /// `operation` makes of the index it takes and whether it is new to the page (numbered just
  /// now), in place of `i` or `m`: a table's row operations. A child already on this page, in
  /// this view or another, keeps its node numbers.
  func place(
    _ child: WebView, before next: WebView?,
    recording operation: (_ index: Int, _ isNew: Bool) -> WebOperation?
  ) {
    let staysOnPage = page != nil && child.page === page
    if let from = child.parent {
      if staysOnPage {
        from.children.removeAll { $0 === child }
        child.parent = nil
      } else {
        child.removeFromParent()
      }
    }
    textContent = nil
    let index = next.flatMap { next in children.firstIndex { $0 === next } } ?? children.count
    children.insert(child, at: index)
    child.parent = self
    guard let page else { return }
    if !staysOnPage { page.attach(child) }
    if node != nil, let operation = operation(index, !staysOnPage) {
      record(operation)
    }
  }

  /// Takes it out of the view it is in and off its page, recording what `operation` makes of
  /// its node in place of `r`, or nothing for `nil`.
  func removeFromParent(recording operation: (Int) -> WebOperation?) {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    if let node, let operation = operation(node) { parent.record(operation) }
    page?.detach(self)
  }

  /// Records `operation` for the browser, when it is on a page that sends them.
  public func record(_ operation: WebOperation) {
    page?.record(operation)
  }

  /// Moves the browser's focus to the view, or to the first control inside it (a table's first
  /// row), when it is on a page.
  public func focus() {
    if let node { record(.focus(node: node)) }
  }

  // MARK: Events

  /// The kinds of event the view takes from the browser; none by default.
  open var acceptedEvents: Set<WebEvent.Kind> { [] }

  /// Whether `event`, of a kind it accepts, is one it can take now (a picker's value among its
  /// options, a table's row among its rows); true by default.
  open func offers(_ event: WebEvent) -> Bool { true }

  /// Acts on `event`, which its session has checked: the view is on the page shown, shown and
  /// enabled, and accepts and ``offers(_:)`` it.
  open func handle(_ event: WebEvent) {}

  /// Shows its own value again after `event`, which the session refused or the view took,
  /// when the browser may show another: the user changed a control in the browser before the
  /// server saw it (a checkbox checked, an option chosen), and the server did not keep that
  /// (the event was refused, or a binding put back another value). Nothing by default.
  open func restate(after event: WebEvent) {}

  /// Whether it takes the focus now (a control while enabled), so that it can inherit an old
  /// view's when live reload remakes its scene; false by default.
  open var acceptsFocus: Bool { false }

  /// Takes what the user left in `old`, the view of its own class it replaces when live reload
  /// remakes its scene (``/Symbiosis/SceneViewHandover``): typed text. Nothing by default.
  open func takeOverState(from old: WebView) {}

  // MARK: HTML

  /// Its HTML, with its children's: every attribute and text escaped, `data-n` its node.
  public func html() -> String {
    var writer = HTMLWriter()
    render(into: &writer)
    return writer.html
  }

  /// Writes its HTML into `writer`: by default its element, its attributes, then its text or
  /// its children's HTML.
  open func render(into writer: inout HTMLWriter) {
    writer.open(tag, node: node, attributes: renderedAttributes)
    if let textContent {
      writer.text(textContent)
    } else {
      for child in children { child.render(into: &writer) }
    }
    writer.close(tag)
  }

  /// Writes its element holding one `div` of `attributes` that is not a view of its own (a
  /// table row's grid cell, the same for every row), and in that what `content` writes.
  func render(
    inCellOf attributes: WebAttributes, into writer: inout HTMLWriter,
    content: (inout HTMLWriter) -> Void
  ) {
    writer.open(tag, node: node, attributes: renderedAttributes)
    writer.open("div", node: nil, attributes: attributes)
    content(&writer)
    writer.close("div")
    writer.close(tag)
  }

  /// The attributes its element has: its own, and those a kind gives each of its views
  /// without keeping them per view (a table row's `data-r`).
  var renderedAttributes: WebAttributes { storedAttributes }

  // MARK: Being on a page

  /// Puts it on `page` as node `node` (its children are put on by the page).
  func attach(to page: WebPage, as node: Int) {
    self.page = page
    self.node = node
  }

  /// Takes it off its page.
  func detach() {
    page = nil
    node = nil
  }
}
