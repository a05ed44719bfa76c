/// A list with its elements' texts indexed for searching: what ``DataSource/search(_:)`` looks
/// in, made by ``DataSource/searchable(by:)`` once per list, however many searches use it (each
/// scene's own term over one shared list).
public struct SearchableList<Element: Sendable>: Sendable {
  /// The list.
  public let elements: [Element]
  let index: SearchIndex

  init(elements: [Element], text: (Element) -> String) {
    self.elements = elements
    index = SearchIndex(elements.lazy.map(text))
  }
}
