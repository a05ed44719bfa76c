extension DataSource {
  /// A source following the element of this list whose id `id` holds now, by identity: a
  /// table's highlighted row, which a page beside the table shows and edits.
  ///
  /// It is ``DataSource/item(_:)`` with an id that changes: an edit of it (``modify(_:)``)
  /// writes into this list, to the element `id` held when the edit was made. While `id` holds
  /// `nil` the source is `idle` (a state view shows none of its views), keeping the last value
  /// it held; it is `failed` with ``DataSourceError/missingItem(id:)`` while the list has no
  /// element with the id. It keeps this list alive.
  public func item<Element: Identifiable & Sendable>(
    following id: Property<Element.ID?>
  ) -> DerivedDataSource<Element> where Value == [Element], Element.ID: Sendable {
    let states = combineLatest(state, id).map { state, id -> LoadState<([Element], Element.ID)> in
      guard let id else { return .idle }
      return state.mapValue { ($0, id) }
    }
    let edits = unsettledEdits.compactMap { [id] list in id.value.map { (list, $0) } }
    return DerivedDataSource(
      upstream: self, states: states, edits: edits,
      transform: .immediate { list, id in
        guard let element = list.first(where: { $0.id == id }) else {
          throw DataSourceError.missingItem(id: String(describing: id))
        }
        return element
      },
      writeBack: { [weak self] change in
        guard let edited = id.value else { return }
        self?.modify { list in
          if let index = list.firstIndex(where: { $0.id == edited }) { change(&list[index]) }
        }
      })
  }
}
