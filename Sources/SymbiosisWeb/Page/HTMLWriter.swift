/// Writes a page's HTML: elements whose attributes and text are escaped, so nothing bound to a
/// view is ever read as markup.
public struct HTMLWriter {
  /// What was written.
  public private(set) var html = ""
  /// While it writes a row's skeleton rather than its HTML (``WebRowTemplate``): what it took
  /// out of the row; `nil` while it writes HTML.
  var slots: WebRowTemplate.Slots?

  /// A writer with nothing written.
  public init() {}

  /// Opens a `tag` element numbered `node` (`data-n`), with `attributes` in name order.
  public mutating func open(_ tag: String, node: Int?, attributes: [String: String]) {
    if slots != nil {
      html.append(slots!.openTag(tag, node: node, attributes: attributes))
      return
    }
    html.append("<")
    html.append(tag)
    if let node { html.append(" data-n=\"\(node)\"") }
    for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
      html.append(" ")
      html.append(name)
      if !value.isEmpty || !Self.booleanAttributes.contains(name) {
        html.append("=\"")
        html.append(Self.escaped(value))
        html.append("\"")
      }
    }
    html.append(">")
  }

  /// Closes a `tag` element; nothing for an element HTML leaves open (`input`, `img`).
  public mutating func close(_ tag: String) {
    slots?.closeTag(tag)
    guard !Self.voidElements.contains(tag) else { return }
    html.append("</\(tag)>")
  }

  /// Writes `text`, escaped.
  public mutating func text(_ text: String) {
    if slots != nil {
      html.append(slots!.text(text))
      return
    }
    html.append(Self.escaped(text))
  }

  /// Writes HTML another writer wrote.
  public mutating func append(_ other: HTMLWriter) {
    slots?.fail()  // HTML written apart has no slots
    html.append(other.html)
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for text and attribute values alike.
  public static func escaped(_ text: String) -> String {
    guard text.contains(where: { "&<>\"'".contains($0) }) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for character in text {
      switch character {
      case "&": out.append("&amp;")
      case "<": out.append("&lt;")
      case ">": out.append("&gt;")
      case "\"": out.append("&quot;")
      case "'": out.append("&#39;")
      default: out.append(character)
      }
    }
    return out
  }

  /// Elements with no end tag.
  static let voidElements: Set<String> = ["input", "img", "br", "hr", "meta", "link"]
  /// Attributes whose presence is their value.
  static let booleanAttributes: Set<String> = [
    "hidden", "disabled", "checked", "selected", "readonly", "multiple", "required", "autofocus",
    "inert",
  ]
}
