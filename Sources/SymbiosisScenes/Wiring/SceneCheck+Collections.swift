import Symbiosis

/// The collection actions of a scene file — `add`, `remove`, `set` — checked on their own and
/// where they are used.
extension SceneCheck {
  /// Checks a collection action on its own: its list, its keys and what it reads.
  func checkCollection(_ action: ActionDefinition) {
    switch action.kind {
    case .add(let id, let values):
      guard let model = collectionModel(id, for: "add") else { return }
      if !model.makesNew {
        report(
          "'add' makes a new \(model.name), but \(model.name) is registered without 'new:'; register it with '.model(\(model.name).self, keys: …, new: { \(model.name)() })'",
          at: id.location)
      }
      for value in values { checkAdded(value, of: model) }
    case .remove(let id, let flag, let confirm):
      let model = collectionModel(id, for: "remove")
      if let flag, let model {
        _ = key(flag, of: model, expected: "'where:' needs a Bool key") { $0 == Bool.self }
      }
      for reference in confirm?.references ?? [] {
        let first = reference.parts[0]
        let isSource = scene.sources.contains { $0.id.value == first.value }
        guard flag == nil, reference.parts.count == 1, !isSource, let model else {
          check(reference)
          continue
        }
        if model.keys[first.value] == nil {
          unknown("key", first, among: model.keys.keys, of: model.name)
        }
      }
    case .set(let name, let id, _):
      guard let model = collectionModel(id, for: "set"),
        key(name, of: model, expected: "'set' needs a Bool key", fits: { $0 == Bool.self })
          != nil
      else { return }
      if !model.isWritable(name.value) {
        report(
          "key '\(name.value)' of \(model.name) is read-only, but 'set' writes it",
          at: name.location)
      }
    default: break
    }
  }

  /// Checks a collection action where it is used: a bare `remove` needs a row's item, and in a
  /// row the items must be the list's.
  func checkCollectionUse(
    of action: ActionDefinition, item: (any ModelType)?, at location: SourceLocation
  ) {
    let id: Located<String>
    let what: String
    switch action.kind {
    case .remove(let list, nil, _):
      (id, what) = (list, "remove")
      guard item != nil else {
        return report(
          "'{ remove: \(list.value) }' removes a row's item, but is used outside a row: use it in a table's 'select:' or a cell, or add 'where:' to remove every item whose key is true",
          at: location)
      }
    case .set(_, let list, _): (id, what) = (list, "set")
    default: return
    }
    guard let item, let shape = shapes[id.value], shape.form == .list, let model = shape.model
    else { return }
    if item.type != model.type {
      report(
        "the table's items are \(item.name), but '\(what):' source '\(id.value)' holds [\(model.name)]",
        at: id.location)
    } else if !model.isIdentifiable {
      report(
        "'\(what)' finds the row's item by its identity, but \(model.name) is not Identifiable",
        at: id.location)
    }
  }

  /// The model of the list source `id` a collection action edits; nil after reporting that it
  /// is unknown or not a list of a registered model.
  private func collectionModel(_ id: Located<String>, for what: String) -> (any ModelType)? {
    guard let shape = shapes[id.value] else {
      if !scene.sources.contains(where: { $0.id.value == id.value }) {
        unknown("source", id, among: scene.sources.map(\.id.value))
      }
      return nil
    }
    return list(shape, id, for: what)
  }

  /// Checks a key `add` sets: a writable key of `model`, set from a value of its type (text
  /// for a text key).
  private func checkAdded(_ value: ActionDefinition.Value, of model: any ModelType) {
    guard let key = key(value.key, of: model, expected: "", fits: { _ in true }) else { return }
    guard model.isWritable(key.name) else {
      return report(
        "key '\(key.name)' of \(model.name) is read-only, but 'add' sets it",
        at: value.key.location)
    }
    guard let given = check(value.reference) else { return }
    if given != key.valueType, !(isText(key.valueType) && isText(given)) {
      report(
        "key '\(key.name)' of \(model.name) is \(key.valueType), but '\(value.reference)' is \(given)",
        at: value.reference.location)
    }
  }
}
