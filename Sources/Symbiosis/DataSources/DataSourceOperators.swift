extension DataSource {
  /// A source holding `transform` of this source's value, with this source's state.
  public func map<Result>(
    _ transform: @escaping @Sendable (Value) -> Result
  ) -> DerivedDataSource<Result> {
    DerivedDataSource(
      upstream: self, states: state, edits: unsettledEdits, transform: .immediate(transform))
  }

  /// A source holding `transform` of this source's value; an error it throws makes the new
  /// source `failed` (bytes that are not valid JSON, say).
  public func tryMap<Result>(
    _ transform: @escaping @Sendable (Value) throws -> Result
  ) -> DerivedDataSource<Result> {
    DerivedDataSource(
      upstream: self, states: state, edits: unsettledEdits, transform: .immediate(transform))
  }

  /// A source loading its value from this one's with an `async` function (a URL into bytes,
  /// say); `loading` while it runs, and a new value cancels the run in flight.
  public func asyncMap<Result>(
    _ transform: @escaping @Sendable (Value) async throws -> Result
  ) -> DerivedDataSource<Result> {
    DerivedDataSource(
      upstream: self, states: state, edits: unsettledEdits, transform: .async(transform))
  }
}

extension DataSource {
  /// A source holding the elements of this source's list that pass `isIncluded`; off the main
  /// actor for a large list (see ``DerivedDataSource``).
  public func filter<Element>(
    _ isIncluded: @escaping @Sendable (Element) -> Bool
  ) -> DerivedDataSource<[Element]> where Value == [Element] {
    listMap { $0.filter(isIncluded) }
  }

  /// A source holding this source's list in the order `areInIncreasingOrder` gives; off the
  /// main actor for a large list (see ``DerivedDataSource``).
  public func sorted<Element>(
    by areInIncreasingOrder: @escaping @Sendable (Element, Element) -> Bool
  ) -> DerivedDataSource<[Element]> where Value == [Element] {
    listMap { $0.sorted(by: areInIncreasingOrder) }
  }

  /// A source holding this source's list in sections, one per distinct `key`, each headed by
  /// its key, in the order their first element comes (see `Array.sections(by:)`); off the main
  /// actor for a large list (see ``DerivedDataSource``).
  public func sections<Element, Key: Hashable & Sendable>(
    by key: @escaping @Sendable (Element) -> Key
  ) -> DerivedDataSource<[Section<Key, Key, Element>]> where Value == [Element] {
    listMap { $0.sections(by: key) }
  }

  /// A source holding `transform` of this source's list, worked out off the main actor when
  /// the list is large.
  private func listMap<Element, Result>(
    _ transform: @escaping @Sendable ([Element]) -> Result
  ) -> DerivedDataSource<Result> where Value == [Element] {
    DerivedDataSource(
      upstream: self, states: state, edits: unsettledEdits,
      transform: .offMainWhenLarge(
        transform, isLarge: { $0.count > DerivedDataSource<Result>.inlineLimit }))
  }

  /// A source holding the elements of this source's list whose `text` contains the current
  /// `term`, ignoring case, updated as the list or the term changes; a blank term matches
  /// everything.
  ///
  /// Each element's text is lowercased once per list, not at each keystroke, and a large list
  /// is searched off the main actor (see ``DerivedDataSource``).
  public func search<Element: Sendable>(
    _ term: Property<String>, in text: @escaping @Sendable (Element) -> String
  ) -> DerivedDataSource<[Element]> where Value == [Element] {
    searchable(by: text).search(term)
  }

  /// A source holding this source's list with each element's `text` lowercased once into an
  /// index, for ``search(_:)`` to look in at each keystroke; off the main actor for a large
  /// list. Many searches of one list can share it, each with a term of its own.
  public func searchable<Element: Sendable>(
    by text: @escaping @Sendable (Element) -> String
  ) -> DerivedDataSource<SearchableList<Element>> where Value == [Element] {
    DerivedDataSource(
      upstream: self, states: state, edits: unsettledEdits,
      transform: .offMainWhenLarge(
        { SearchableList(elements: $0, text: text) },
        isLarge: { $0.count > DerivedDataSource<SearchableList<Element>>.inlineLimit }))
  }

  /// A source holding the elements of this source's searchable list whose text contains the
  /// current `term`, ignoring case, updated as the list or the term changes; a blank term
  /// matches everything. A large list is searched off the main actor.
  public func search<Element: Sendable>(
    _ term: Property<String>
  ) -> DerivedDataSource<[Element]> where Value == SearchableList<Element> {
    let isLarge: @Sendable (Int) -> Bool = { $0 > DerivedDataSource<[Element]>.inlineLimit }
    let states = combineLatest(state, term).map { state, term in
      state.mapValue { (list: $0, term: term.trimmingWhitespace) }
    }
    let edits = unsettledEdits.map { list in (list: list, term: term.value.trimmingWhitespace) }
    return DerivedDataSource(
      upstream: self, states: states, edits: edits,
      transform: .offMainWhenLarge(
        { input in
          guard !input.term.isEmpty else { return input.list.elements }
          return input.list.index.offsets(matching: input.term).map { input.list.elements[$0] }
        }, isLarge: { isLarge($0.list.elements.count) }))
  }

  /// A source holding the elements of this source's list that match the current `term`,
  /// updated as the list or the term changes; a blank term matches everything. A large list is
  /// searched off the main actor (see ``DerivedDataSource``); ``search(_:in:)`` is faster where
  /// a match is a text containing the term.
  public func search<Element>(
    _ term: Property<String>,
    matching matches: @escaping @Sendable (Element, String) -> Bool
  ) -> DerivedDataSource<[Element]> where Value == [Element] {
    let states = combineLatest(state, term).map { state, term in
      state.mapValue { (elements: $0, term: term.trimmingWhitespace) }
    }
    let edits = unsettledEdits.map { elements in
      (elements: elements, term: term.value.trimmingWhitespace)
    }
    return DerivedDataSource(
      upstream: self, states: states, edits: edits,
      transform: .offMainWhenLarge(
        { input in
          input.term.isEmpty ? input.elements : input.elements.filter { matches($0, input.term) }
        }, isLarge: { $0.elements.count > DerivedDataSource<[Element]>.inlineLimit }))
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  var trimmingWhitespace: String {
    let isContent: (Character) -> Bool = { !$0.isWhitespace }
    guard let first = firstIndex(where: isContent), let last = lastIndex(where: isContent) else {
      return ""
    }
    return String(self[first...last])
  }
}
