/// What a source's value, or a key's, is to a scene file: a registered model, a list of one,
/// sections of one, or a type the file can only show as text.
struct ValueShape: CustomStringConvertible {
  /// How the value holds the model.
  enum Form: Sendable, Hashable {
    /// One model.
    case item
    /// A list of models.
    case list
    /// Models in sections headed by text.
    case sections
    /// No registered model.
    case other
  }

  /// The value's Swift type.
  let type: Any.Type
  /// The model it holds, if registered.
  let model: (any ModelType)?
  /// How it holds it.
  let form: Form

  /// `Person`, `[Person]`, `sections of Person`, or the Swift type's name.
  var description: String {
    switch (form, model) {
    case (.item, let model?): model.name
    case (.list, let model?): "[\(model.name)]"
    case (.sections, let model?): "sections of \(model.name)"
    default: String(describing: type)
    }
  }
}
