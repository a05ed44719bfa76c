import Foundation

/// Reads the HTML a session writes (``HTMLWriter``'s: elements, attributes in double quotes,
/// escaped text) into ``WebMirrorElement``s, as a browser would parse it.
@MainActor
struct WebMirrorParser {
  private static let voidElements: Set<String> = ["input", "img", "br", "hr", "meta", "link"]
  /// The comment a row skeleton has for each text slot.
  static let textSlot = "<!--sy-->"
  /// The tag of the element standing for a text slot in a skeleton read with its slots.
  static let textSlotTag = "#slot"
  /// The attribute naming an element's attribute slots in a row skeleton.
  static let slotsAttribute = "data-sy-slots"

  /// The elements and text `html` holds; with `keepingSlots`, a row skeleton's text slots
  /// (`<!--sy-->`) as elements tagged ``textSlotTag``, which no HTML has.
  static func parse(_ html: String, keepingSlots: Bool = false) -> [WebMirrorElement.Content] {
    let holder = WebMirrorElement(tag: "#fragment", attributes: [:])
    var stack = [holder]
    var rest = Substring(html)
    while !rest.isEmpty {
      if rest.hasPrefix("</") {
        let end = rest.firstIndex(of: ">") ?? rest.endIndex
        let name = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].lowercased()
        if let open = stack.lastIndex(where: { $0.tag == name }), open > 0 {
          stack.removeSubrange(open...)
        }
        rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
      } else if keepingSlots && rest.hasPrefix(textSlot) {
        stack[stack.count - 1].appendElement(WebMirrorElement(tag: textSlotTag, attributes: [:]))
        rest = rest.dropFirst(textSlot.count)
      } else if rest.hasPrefix("<!") {
        let end = rest.firstIndex(of: ">") ?? rest.endIndex
        rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
      } else if rest.hasPrefix("<") {
        let (element, remaining) = openTag(rest.dropFirst())
        stack[stack.count - 1].appendElement(element)
        if !voidElements.contains(element.tag) { stack.append(element) }
        rest = remaining
      } else {
        let end = rest.firstIndex(of: "<") ?? rest.endIndex
        stack[stack.count - 1].appendText(unescaped(rest[..<end]))
        rest = rest[end...]
      }
    }
    for case .element(let element) in holder.content { element.parent = nil }
    return holder.content
  }

  /// The element an opening tag (after its `<`) makes, and what follows the tag.
  private static func openTag(_ text: Substring) -> (WebMirrorElement, Substring) {
    var rest = text
    let nameEnd = rest.firstIndex { $0 == " " || $0 == ">" || $0 == "/" } ?? rest.endIndex
    let tag = rest[..<nameEnd].lowercased()
    rest = rest[nameEnd...]
    var attributes: [String: String] = [:]
    while let first = rest.first, first != ">" {
      if first == " " || first == "/" {
        rest = rest.dropFirst()
        continue
      }
      let end = rest.firstIndex { $0 == "=" || $0 == " " || $0 == ">" } ?? rest.endIndex
      let name = String(rest[..<end])
      rest = rest[end...]
      if rest.hasPrefix("=\"") {
        rest = rest.dropFirst(2)
        let close = rest.firstIndex(of: "\"") ?? rest.endIndex
        attributes[name] = unescaped(rest[..<close])
        rest = close < rest.endIndex ? rest[rest.index(after: close)...] : ""
      } else {
        attributes[name] = ""
      }
    }
    return (WebMirrorElement(tag: tag, attributes: attributes), rest.dropFirst())
  }

  /// `text` with the entities ``HTMLWriter`` writes read back.
  static func unescaped(_ text: Substring) -> String {
    guard text.contains("&") else { return String(text) }
    return
      text
      .replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}

extension WebMirrorElement {
  /// Adds `element` after what it holds.
  fileprivate func appendElement(_ element: WebMirrorElement) {
    element.parent = self
    content.append(.element(element))
  }

  /// Adds `text` after what it holds.
  fileprivate func appendText(_ text: String) {
    if case .text(let last)? = content.last {
      content[content.count - 1] = .text(last + text)
    } else {
      content.append(.text(text))
    }
  }
}
