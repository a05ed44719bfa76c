/// Keys read one after another from a value (`person.address.city` reads `address`, then
/// `city`), resolved against the registered models.
struct KeyChain: Sendable {
  /// The value the keys lead to, given the value they start from; nil when there is none.
  let read: @Sendable (Any) -> Any?
  /// The type of the value they lead to.
  let valueType: any Any.Type
  /// The model whose key is last, with that key; nil for no keys.
  let last: (model: any ModelType, key: ModelKey)?

  /// The keys `parts` name, read from a value of `type`; the problem at the first key that
  /// `type`'s model does not have.
  static func resolve(
    _ parts: some Collection<Located<String>>, from type: any Any.Type, in types: SceneTypes
  ) -> Result<KeyChain, SceneDiagnostic> {
    var reads: [@Sendable (Any) -> Any?] = []
    var shape = types.shape(of: type)
    var last: (model: any ModelType, key: ModelKey)?
    for part in parts {
      guard let model = shape.model, shape.form == .item else {
        let what = shape.form == .other ? "\(shape)" : "a list, \(shape),"
        return .failure(
          SceneDiagnostic(
            "'\(part.value)' is not a key: the value is \(what) which has no keys",
            at: part.location))
      }
      guard let key = model.keys[part.value] else {
        return .failure(.unknown("key", part, among: model.keys.keys.sorted(), of: model.name))
      }
      reads.append(key.read)
      last = (model, key)
      shape = types.shape(of: key.valueType)
    }
    let read: @Sendable (Any) -> Any? = { [reads] start in
      var value: Any? = start
      for read in reads { value = value.flatMap(read) }
      return value
    }
    return .success(KeyChain(read: read, valueType: shape.type, last: last))
  }
}
