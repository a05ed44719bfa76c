import Symbiosis

extension ViewKind {
  /// A platform's build of the standard kind `name` of ``SceneSchema/viewKinds``: its main
  /// property and the kinds of its properties are the schema's; the platform gives how to make
  /// a view of it, how to set each property (`set`, by name) and what `edit:` binds.
  ///
  /// A name the schema does not have, or a property it does not give the kind, is a
  /// programming error. A property left out of `set` is accepted in files and does nothing,
  /// which the conformance suite reports.
  public init(
    standard name: String,
    set: [String: @MainActor @Sendable (any PlatformView, ViewProperty.Value) -> Void],
    textInput: (@MainActor @Sendable (any PlatformView) -> MutableProperty<String>)? = nil,
    flagInput: (@MainActor @Sendable (any PlatformView) -> MutableProperty<Bool>)? = nil,
    selectionInput: (@MainActor @Sendable (any PlatformView) -> MutableProperty<String?>)? = nil,
    editEvents: (@MainActor @Sendable (any PlatformView) -> Signal<EditEvent>)? = nil,
    make: @escaping @MainActor @Sendable () -> any PlatformView
  ) {
    guard let schema = SceneSchema.viewKinds[name] else {
      preconditionFailure("'\(name)' is not a standard view kind of SceneSchema")
    }
    for property in set.keys where schema.properties[property] == nil {
      preconditionFailure("the standard view kind '\(name)' has no property '\(property)'")
    }
    let properties = Dictionary(
      uniqueKeysWithValues: schema.properties.map { property, kind in
        (property, ViewProperty(kind, set: set[property] ?? { _, _ in }))
      })
    self.init(
      name, mainProperty: schema.mainProperty, properties: properties,
      textInput: textInput, flagInput: flagInput, selectionInput: selectionInput,
      editEvents: editEvents,
      make: make)
  }

  /// What a file may write on the kind, as the checker reads it; `takesAction` is whether its
  /// views are action controls, which only a made view tells.
  func schema(takesAction: Bool) -> ViewKindSchema {
    ViewKindSchema(
      name, mainProperty: mainProperty, properties: properties.mapValues(\.kind),
      edits: textInput != nil
        ? .text : flagInput != nil ? .flag : selectionInput != nil ? .selection : nil,
      takesAction: takesAction)
  }
}
