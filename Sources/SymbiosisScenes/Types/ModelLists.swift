import Symbiosis

/// What only a model with an identity can be made into: tables and segues from a list.
struct ModelLists<Model: Identifiable & Sendable>: ListMaking where Model.ID: Sendable {
  /// A table or grid of `parts`, made by `platform`; a list's rows in sections by
  /// `sectionText` when given.
  @MainActor func list(
    _ parts: ListParts, sectionText: (@Sendable (Any) -> String)?, platform: any ScenePlatform
  ) -> (any PlatformView)? {
    let rows: ListRequest<Model>.Rows
    if let items = parts.rows.object as? DataSource<[Model]> {
      rows = sectionText.map { text in .grouped(items, by: { text($0) }) } ?? .items(items)
    } else if sectionText == nil,
      let sections = parts.rows.object as? DataSource<[Section<String, String, Model>]>
    {
      rows = .sections(sections)
    } else {
      return nil
    }
    let makeCell = parts.makeCell
    let request = ListRequest<Model>(
      rows: rows, isGrid: parts.isGrid,
      makeCell: {
        let (view, cell) = makeCell()
        return SceneCell(view: view, show: { cell.show($0) })
      }, header: parts.header, footer: parts.footer, hasSecondary: parts.secondary != nil)
    let list = platform.list(request)
    parts.select?.connect(items: list.selections)
    parts.secondary?.connect(items: list.secondarySelections)
    for source in parts.highlighted {
      (source as? HighlightedSource<Model>)?.follow(list.highlights)
    }
    return list.view
  }

  /// Applies `change` to the element of `root`, a list, with `item`'s identity.
  @MainActor func modify(
    _ item: Model, in root: any SceneSource, _ change: @escaping (inout Model) -> Void
  ) {
    guard let list = root.object as? DataSource<[Model]> else { return }
    let id = item.id
    list.modify { items in
      if let index = items.firstIndex(where: { $0.id == id }) { change(&items[index]) }
    }
  }

  /// A source following the element of `root`, a list, that a table highlights.
  @MainActor func highlighted(in root: any SceneSource) -> (any SceneSource)? {
    guard let list = root.object as? DataSource<[Model]> else { return nil }
    return HighlightedSource(in: list)
  }

  /// A source following the element of `list` whose id reads `id` (as `"\(id)"` writes it), as
  /// a segue `from:` the list passes it; nil while the list has no such element.
  @MainActor func element(withID id: String, in list: any SceneSource) -> (any Sendable)? {
    guard let source = list.object as? DataSource<[Model]>,
      let element = source.value.value?.first(where: { "\($0.id)" == id })
    else { return nil }
    return source.item(element.id)
  }

  /// An action performing `segue` with a model, passing the element of `list` it follows.
  @MainActor func segueAction(
    _ segue: Segue, from list: any SceneSource, into name: String?, success: String?
  ) -> SceneAction? {
    guard let source = list.object as? DataSource<[Model]> else { return nil }
    return SceneAction(
      taking: SegueAction<Model>(segue, from: source, into: name), success: success)
  }

  /// An action removing the item it is given from `source`, by identity, asking `confirm`
  /// first when given.
  @MainActor func removeAction(
    from source: DataSource<[Model]>, confirm: Confirmation?, success: String?
  ) -> SceneAction {
    let remove = Action<Model> { item in
      let id = item.id
      let remove: @MainActor () -> Void = { source.modify { $0.removeAll { $0.id == id } } }
      if let confirm { try confirm.ask(about: item, then: remove) } else { remove() }
    }
    return SceneAction(taking: remove, success: success)
  }

  /// An action setting `path` to `flag` (nil: the other way) in the item it is given, found in
  /// `source` by identity.
  @MainActor func setAction(
    _ path: WritableKeyPath<Model, Bool>, to flag: Bool?, in source: DataSource<[Model]>,
    success: String?
  ) -> SceneAction {
    let set = Action<Model> { item in
      let id = item.id
      source.modify { list in
        if let index = list.firstIndex(where: { $0.id == id }) {
          list[index][keyPath: path] = flag ?? !list[index][keyPath: path]
        }
      }
    }
    return SceneAction(taking: set, success: success)
  }
}
