import Foundation

/// An element of the page as a ``WebTestClient`` holds it: what a browser would hold after the
/// first page and the frames since.
@MainActor
public final class WebMirrorElement {
  /// One piece of an element's content: an element or a run of text.
  public enum Content {
    /// An element inside it.
    case element(WebMirrorElement)
    /// Text inside it.
    case text(String)
  }

  /// The tag name (`button`).
  public let tag: String
  /// The attributes, by name; `data-n` among them.
  public internal(set) var attributes: [String: String]
  /// What it holds, in order.
  public internal(set) var content: [Content] = []
  /// The element it is in.
  public internal(set) weak var parent: WebMirrorElement?
  /// Whether a click on it awaits its acknowledgement (the client's `sy-pending`).
  public internal(set) var isPending = false

  init(tag: String, attributes: [String: String]) {
    self.tag = tag
    self.attributes = attributes
  }

  /// Its node number (`data-n`), if it has one.
  public var node: Int? { attributes["data-n"].flatMap(Int.init) }

  /// The elements inside it, in order.
  public var children: [WebMirrorElement] {
    content.compactMap { if case .element(let element) = $0 { element } else { nil } }
  }

  /// Whether its `class` attribute names `name`.
  public func hasClass(_ name: String) -> Bool {
    attributes["class"]?.split(separator: " ").contains { $0 == name } ?? false
  }

  /// Its text and its elements' text, as `textContent` reads it.
  public var textContent: String {
    content.map {
      switch $0 {
      case .element(let element): element.textContent
      case .text(let text): text
      }
    }.joined()
  }

  /// Whether it is shown: neither it nor an element it is in is hidden, a closed dialog or a
  /// template.
  public var isShown: Bool {
    var element: WebMirrorElement? = self
    while let current = element {
      if current.attributes["hidden"] != nil || current.tag == "template" { return false }
      if current.tag == "dialog" && current.attributes["open"] == nil { return false }
      element = current.parent
    }
    return true
  }

  /// Whether it or an element it is in is disabled.
  public var isDisabled: Bool {
    var element: WebMirrorElement? = self
    while let current = element {
      if current.attributes["disabled"] != nil { return true }
      element = current.parent
    }
    return false
  }

  /// It and every element inside it, in document order.
  public var descendants: [WebMirrorElement] {
    [self] + children.flatMap(\.descendants)
  }

  /// The lines a user reads in it: each run of text, and each text field's value, left out
  /// what is hidden.
  var shownLines: [String] {
    guard isShown else { return [] }
    if tag == "input" || tag == "textarea" {
      let value = attributes["value"] ?? ""
      return value.isEmpty ? [] : [value]
    }
    return content.flatMap { piece -> [String] in
      switch piece {
      case .element(let element): return element.shownLines
      case .text(let text):
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? [] : [trimmed]
      }
    }
  }

  /// Puts `elements` among its content, at `index` among its elements.
  func insert(_ elements: [Content], at index: Int) {
    for case .element(let element) in elements { element.parent = self }
    var seen = 0
    var position = content.count
    for (offset, piece) in content.enumerated() {
      guard case .element = piece else { continue }
      if seen == index {
        position = offset
        break
      }
      seen += 1
    }
    if content.contains(where: { if case .text = $0 { true } else { false } }) { content = [] }
    content.insert(contentsOf: elements, at: min(position, content.count))
  }

  /// Takes it out of its parent.
  func remove() {
    parent?.content.removeAll {
      if case .element(let element) = $0 { element === self } else { false }
    }
    parent = nil
  }

  /// Sets its content to `text`, as `textContent` does: no content for an empty text.
  func setText(_ text: String) {
    for child in children { child.parent = nil }
    content = text.isEmpty ? [] : [.text(text)]
  }

  /// Sets its content to `pieces`.
  func setContent(_ pieces: [Content]) {
    for child in children { child.parent = nil }
    content = []
    insert(pieces, at: 0)
  }
}
