import SymbiosisWeb

/// A row skeleton the page was sent (`["tpl", id, html]`), as a ``WebTestClient`` keeps it to
/// make the rows of a templated insert (`rt`) the way the client script does: the skeleton's
/// copy, its nodes counted from the row's, each slot filled with its value as text or as an
/// attribute's value (a URL attribute's checked as ``SafeURL`` checks it), the row's id its
/// `data-r`.
@MainActor
struct WebMirrorTemplate {
  private let skeleton: [WebMirrorElement.Content]

  /// The template `html`, the skeleton's HTML, makes.
  init(html: String) {
    skeleton = WebMirrorParser.parse(html, keepingSlots: true)
  }

  /// The row of the item whose id is `id`, numbered from `node`, with `values` in its slots;
  /// `nil` when the skeleton is not one element or the values do not fill its slots.
  func row(id: String, node: Int, values: [String]) -> WebMirrorElement? {
    guard skeleton.count == 1, case .element(let element) = skeleton[0] else { return nil }
    var remaining = values[...]
    var complete = true
    let row = Self.filled(element, node: node, values: &remaining, complete: &complete)
    guard complete, remaining.isEmpty else { return nil }
    row.attributes["data-r"] = id
    return row
  }

  /// A copy of `element` with its slots filled from `values`.
  private static func filled(
    _ element: WebMirrorElement, node: Int, values: inout ArraySlice<String>,
    complete: inout Bool
  ) -> WebMirrorElement {
    var attributes = element.attributes
    if let offset = attributes["data-n"].flatMap({ Int($0) }) {
      attributes["data-n"] = String(node + offset)
    }
    if let names = attributes.removeValue(forKey: WebMirrorParser.slotsAttribute) {
      for name in names.split(separator: " ").map(String.init) {
        guard let value = values.popFirst() else {
          complete = false
          break
        }
        attributes[name] = SafeURL.isURLAttribute(name) ? SafeURL.checked(value) : value
      }
    }
    let copy = WebMirrorElement(tag: element.tag, attributes: attributes)
    var content: [WebMirrorElement.Content] = []
    for piece in element.content {
      switch piece {
      case .text(let text): content.append(.text(text))
      case .element(let child) where child.tag == WebMirrorParser.textSlotTag:
        guard let value = values.popFirst() else {
          complete = false
          continue
        }
        if !value.isEmpty { content.append(.text(value)) }
      case .element(let child):
        content.append(
          .element(filled(child, node: node, values: &values, complete: &complete)))
      }
    }
    copy.setContent(content)
    return copy
  }
}
