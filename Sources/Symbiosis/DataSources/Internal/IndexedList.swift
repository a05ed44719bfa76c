/// A list with the ``SearchIndex`` of its elements' texts, made once per list for
/// ``DataSource/search(_:in:)``.
struct IndexedList<Element: Sendable>: Sendable {
  let elements: [Element]
  let index: SearchIndex
}
