import Symbiosis

/// An app's binding or binding set type, registered by name.
struct BindingType: Named, Sendable {
  /// The Swift type's name, which files write.
  let name: String
  /// The type of the value it shows.
  let valueType: any Any.Type
  /// Whether it is a binding set, for messages.
  let isSet: @MainActor @Sendable () -> Bool
  /// Its outlets, found in a new one.
  let outlets: @MainActor @Sendable () -> [BindingOutlet]
  /// Makes one and connects it to a source of its value, with views by outlet name.
  let connect: @MainActor @Sendable (any SceneSource, [String: AnyObject]) throws -> Void

  /// The binding type `make` makes.
  init<Value: Sendable, Made: Binding<Value>>(_ make: @escaping @MainActor @Sendable () -> Made) {
    name = String(describing: Made.self)
    valueType = Value.self
    isSet = { make() is BindingSet<Value> }
    outlets = { make().outlets }
    connect = { source, views in
      guard let source = source.object as? DataSource<Value> else { return }
      try make().connect(to: source, outlets: views)
    }
  }

  /// "binding set" or "binding", as messages name it.
  @MainActor var kindName: String { isSet() ? "binding set" : "binding" }
}
