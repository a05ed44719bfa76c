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
/// | ``rowInsert(table:section:index:row:html:)`` | `["ri", table, section, index, rowID, html]` |
/// | ``rowTemplate(id:html:)`` | `["tpl", id, html]` |
/// | ``templatedRowInsert(table:section:index:row:template:node:values:)`` | `["rt", table, section, index, rowID, id, node, [value, …]]` |
/// | ``rowDelete(table:row:)`` | `["rd", table, rowID]` |
/// | ``rowMove(table:row:section:index:)`` | `["rm", table, rowID, section, index]` |
///
/// A table's rows are named by their item's id, their `data-r`, and placed in the table's
/// sections: `section` is the index of a `.sy-section` element among those of the table's
/// `.sy-rows` grid, `index` that of a row among the section's `.sy-row-item` elements (the row
/// count: after the last row, before the section's footer row if it has one). A moved row is
/// taken out first and keeps its elements. An updated row sends no row operation: its cell's
/// views send `t`, `a`, `v` or `c` for what changed.
///
/// A new row goes as a templated insert (`rt`): the skeleton its shape shares with other rows
/// is sent once per screen (`tpl`, before the first row of that shape), and each row sends
/// only its first node and its values: in document order, its texts and its attribute values
/// but `class`, `role`, `type`, `tabindex`, `data-id` and the boolean attributes' presence,
/// which the skeleton holds as they are. The browser copies the skeleton, numbers
/// its elements from `node`, puts each value in as text or as an attribute's value, never as
/// HTML, and gives the row its id. A row that has no skeleton (one with a text area, say) goes
/// as `ri` with its HTML. A new screen, or the page's HTML, starts with no skeleton.
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
  /// Puts the row `html` renders, of the item whose id is `row`, at `index` in section
  /// `section` of the table `table`.
  case rowInsert(table: Int, section: Int, index: Int, row: String, html: String)
  /// Gives the browser the row skeleton `html`, named `id` (an id names one skeleton for the
  /// page's life), for the templated inserts that follow on this screen.
  case rowTemplate(id: Int, html: String)
  /// Puts the row the skeleton `template` makes, of the item whose id is `row`, at `index` in
  /// section `section` of the table `table`: its elements numbered from `node`, its slots
  /// holding `values`.
  case templatedRowInsert(
    table: Int, section: Int, index: Int, row: String, template: Int, node: Int,
    values: [String])
  /// Takes the row of the item whose id is `row` out of the table `table`.
  case rowDelete(table: Int, row: String)
  /// Moves the row of the item whose id is `row` to `index` in section `section` of the table
  /// `table`, keeping its elements.
  case rowMove(table: Int, row: String, section: Int, index: Int)

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
    case .rowInsert(let table, let section, let index, let row, let html):
      out.array("ri", table, section, index, row, html)
    case .rowTemplate(let id, let html): out.array("tpl", id, html)
    case .templatedRowInsert(
      let table, let section, let index, let row, let id, let node, let values):
      out.array("rt", table, section, index, row, id, node, values)
    case .rowDelete(let table, let row): out.array("rd", table, row)
    case .rowMove(let table, let row, let section, let index):
      out.array("rm", table, row, section, index)
    }
    return out.json
  }
}
