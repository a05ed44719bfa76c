/// One change a session sends the browser, addressed by node number: one element of a frame's
/// `ops`, a JSON array whose first element names it.
///
/// | operation | JSON |
/// |---|---|
/// | ``text(node:_:)`` | `["t", node, text]` |
/// | ``attribute(node:_:_:)`` | `["a", node, name, value or null]` |
/// | ``value(node:_:revision:)`` | `["v", node, value, revision]` |
/// | ``checked(node:_:)`` | `["c", node, true or false]` |
/// | ``insert(parent:index:html:)`` | `["i", parent, index, html]` |
/// | ``remove(node:)`` | `["r", node]` |
/// | ``move(node:index:)`` | `["m", node, index]` |
/// | ``screen(generation:title:html:)`` | `["s", generation, title, html]` |
/// | ``navigate(_:url:)`` | `["nav", "push" or "replace", url]` |
/// | ``title(_:)`` | `["title", text]` |
/// | ``focus(node:)`` | `["f", node]` |
/// | ``copy(_:)`` | `["copy", text]` |
/// | ``open(url:)`` | `["open", url]` |
public enum WebOperation: Sendable, Hashable {
  /// Sets an element's text (`textContent`).
  case text(node: Int, String)
  /// Sets an attribute, or removes it when the value is `nil`.
  case attribute(node: Int, String, String?)
  /// Sets a text control's or a picker's value, answering the client's edit `revision`: the
  /// browser keeps what the user typed after it.
  case value(node: Int, String, revision: Int)
  /// Checks or unchecks a checkbox.
  case checked(node: Int, Bool)
  /// Puts the element `html` renders at `index` among `parent`'s children.
  case insert(parent: Int, index: Int, html: String)
  /// Takes an element out.
  case remove(node: Int)
  /// Moves an element to `index` among its parent's children.
  case move(node: Int, index: Int)
  /// Shows another screen: the page's `<main>` becomes `html`, its generation `generation`.
  case screen(generation: Int, title: String, html: String)
  /// Puts `url` in the browser's history: pushed after a segue, replaced after going back or
  /// changing what the URL says.
  case navigate(Navigation, url: String)
  /// Sets the document's title.
  case title(String)
  /// Gives an element the focus.
  case focus(node: Int)
  /// Puts a text on the clipboard.
  case copy(String)
  /// Opens a link in a new tab.
  case open(url: String)

  /// How ``navigate(_:url:)`` changes the browser's history.
  public enum Navigation: String, Sendable, Hashable {
    /// A new entry.
    case push
    /// In place of the current entry.
    case replace
  }

  /// The operation as JSON.
  public var json: String {
    var out = JSONWriter()
    switch self {
    case .text(let node, let text): out.array("t", node, text)
    case .attribute(let node, let name, let value): out.array("a", node, name, value)
    case .value(let node, let value, let revision): out.array("v", node, value, revision)
    case .checked(let node, let on): out.array("c", node, on)
    case .insert(let parent, let index, let html): out.array("i", parent, index, html)
    case .remove(let node): out.array("r", node)
    case .move(let node, let index): out.array("m", node, index)
    case .screen(let generation, let title, let html): out.array("s", generation, title, html)
    case .navigate(let kind, let url): out.array("nav", kind.rawValue, url)
    case .title(let text): out.array("title", text)
    case .focus(let node): out.array("f", node)
    case .copy(let text): out.array("copy", text)
    case .open(let url): out.array("open", url)
    }
    return out.json
  }
}
