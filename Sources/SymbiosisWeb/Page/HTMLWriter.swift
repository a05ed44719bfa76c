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
    open(tag, node: node, attributes: WebAttributes(attributes))
  }

  /// Opens a `tag` element numbered `node` (`data-n`), with `attributes` in name order.
  mutating func open(_ tag: String, node: Int?, attributes: WebAttributes) {
    if slots != nil {
      html.append(slots!.openTag(tag, node: node, attributes: attributes))
      return
    }
    html.append("<")
    html.append(tag)
    if let node { html.append(" data-n=\"\(node)\"") }
    for (name, value) in attributes.inOrder {
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
    // Byte by byte: the five are ASCII, which no other character's UTF-8 contains.
    let utf8 = text.utf8
    guard utf8.contains(where: isEscaped) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 16)
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "&"): bytes += "&amp;".utf8
      case UInt8(ascii: "<"): bytes += "&lt;".utf8
      case UInt8(ascii: ">"): bytes += "&gt;".utf8
      case UInt8(ascii: "\""): bytes += "&quot;".utf8
      case UInt8(ascii: "'"): bytes += "&#39;".utf8
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `byte` is one of the five that ``escaped(_:)`` escapes.
  private static func isEscaped(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }

  /// Elements with no end tag.
  static let voidElements: Set<String> = ["input", "img", "br", "hr", "meta", "link"]
  /// Attributes whose presence is their value.
  static let booleanAttributes: Set<String> = [
    "hidden", "disabled", "checked", "selected", "readonly", "multiple", "required", "autofocus",
    "inert",
  ]
}
