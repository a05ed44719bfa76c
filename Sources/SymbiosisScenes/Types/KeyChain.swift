/// Keys read one after another from a value (`person.address.city` reads `address`, then
/// `city`), resolved against the registered models; after a list, an aggregate of it
/// (`todos.count`, `todos.all.done`, see ``ListAggregate``).
struct KeyChain: Sendable {
  /// The value the keys lead to, given the value they start from; nil when there is none.
  let read: @Sendable (Any) -> Any?
  /// The type of the value they lead to.
  let valueType: any Any.Type
  /// The model whose key is last, with that key; nil for no keys, or when an aggregate is last.
  let last: (model: any ModelType, key: ModelKey)?
  /// The aggregate of a list the chain computes, if any.
  let aggregate: ListAggregate?

  /// The keys `parts` name, read from a value of `type`; the problem at the first key that
  /// `type`'s model does not have.
  static func resolve(
    _ parts: some Collection<Located<String>>, from type: any Any.Type, in types: SceneTypes
  ) -> Result<KeyChain, SceneDiagnostic> {
    var reads: [@Sendable (Any) -> Any?] = []
    var shape = types.shape(of: type)
    var last: (model: any ModelType, key: ModelKey)?
    var aggregate: ListAggregate?
    var remaining = Array(parts)[...]
    while let part = remaining.popFirst() {
      if shape.form == .list, let model = shape.model {
        switch ListAggregate.resolve(part, then: &remaining, of: model, shape: shape) {
        case .failure(let problem): return .failure(problem)
        case .success(let made):
          reads.append(made.read)
          aggregate = made
          last = nil
          shape = types.shape(of: made.valueType)
          continue
        }
      }
      if shape.form == .other, let kind = ListAggregate.Kind(rawValue: part.value),
        kind == .count || kind == .isEmpty, ListAggregate.isList(shape.type)
      {
        let made = ListAggregate(kind: kind, model: nil, key: nil, location: part.location)
        reads.append(made.read)
        aggregate = made
        last = nil
        shape = types.shape(of: made.valueType)
        continue
      }
      guard let model = shape.model, shape.form == .item else {
        let what = shape.form == .other ? "\(shape)" : "a list, \(shape),"
        let has =
          shape.form == .other && ListAggregate.isList(shape.type)
          ? ", a list, which has only count and isEmpty" : " which has no keys"
        return .failure(
          SceneDiagnostic(
            "'\(part.value)' is not a key: the value is \(what)\(has)", at: part.location))
      }
      guard let key = model.keys[part.value] else {
        return .failure(.unknown("key", part, among: model.keys.keys.sorted(), of: model.name))
      }
      reads.append(key.read)
      last = (model, key)
      aggregate = nil
      shape = types.shape(of: key.valueType)
    }
    let read: @Sendable (Any) -> Any? = { [reads] start in
      var value: Any? = start
      for read in reads { value = value.flatMap(read) }
      return value
    }
    return .success(KeyChain(read: read, valueType: shape.type, last: last, aggregate: aggregate))
  }
}

extension ListAggregate {
  /// Whether a value of `type` is a list whose `count` and `isEmpty` a file may read: a
  /// collection other than text.
  static func isList(_ type: any Any.Type) -> Bool {
    type is any Collection.Type && type != String.self && type != Substring.self
  }

  /// The aggregate `part` names after a list of `model` (`shape`), taking the flag `all` and
  /// `any` read from `rest`; the problem when `part` names none or the flag is wrong.
  static func resolve(
    _ part: Located<String>, then rest: inout ArraySlice<Located<String>>,
    of model: any ModelType, shape: ValueShape
  ) -> Result<ListAggregate, SceneDiagnostic> {
    guard let kind = Kind(rawValue: part.value) else {
      return .failure(
        SceneDiagnostic(
          "'\(part.value)' is not a value of a list: \(shape) has count, isEmpty, all and any",
          at: part.location, suggestion: NameSuggestion.closest(to: part.value, in: names)))
    }
    guard kind == .all || kind == .any else {
      return .success(ListAggregate(kind: kind, model: model, key: nil, location: part.location))
    }
    guard let name = rest.popFirst() else {
      return .failure(
        SceneDiagnostic(
          "'\(part.value)' needs a Bool key of \(model.name) after it, like '\(part.value).done'",
          at: part.location))
    }
    guard let key = model.keys[name.value] else {
      return .failure(.unknown("key", name, among: model.keys.keys.sorted(), of: model.name))
    }
    guard key.valueType == Bool.self else {
      return .failure(
        SceneDiagnostic(
          "key '\(name.value)' of \(model.name) is \(key.valueType), but '\(part.value)' needs true or false",
          at: name.location))
    }
    return .success(ListAggregate(kind: kind, model: model, key: key, location: part.location))
  }
}
