import Symbiosis

/// A converter registered by name, which `edit:` fields show a key's value through.
struct ConverterType: Named, Sendable {
  /// The name files write.
  let name: String
  /// The type of the model value it reads.
  let inputType: any Any.Type
  /// Whether `key` of `model` can be edited through it: writable, of its input type.
  let canEdit: @Sendable (any ModelType, String) -> Bool
  /// Binds `text` both ways to `key` of `source`'s model, for as long as the lifetime (the
  /// view's); the returned property is the message of the input it could not read, empty when
  /// none.
  let bind:
    @MainActor @Sendable (
      MutableProperty<String>, any SceneSource, any ModelType, String, Lifetime
    ) -> Property<String>

  /// `converter`, called `name`.
  init<Converter: ReversibleConverter>(name: String, _ converter: Converter)
  where Converter.Output == String, Converter.Input: Equatable {
    self.name = name
    inputType = Converter.Input.self
    canEdit = { model, key in model.isWritable(key, as: Converter.Input.self) }
    bind = { text, source, model, key, lifetime in
      let error = MutableProperty("")
      model.editable(key, of: source, as: Converter.Input.self, during: lifetime) { field in
        let binding = text <~> field.converted(by: converter)
        error <~ binding.error.map { $0?.message ?? "" }
      }
      return error
    }
  }
}
