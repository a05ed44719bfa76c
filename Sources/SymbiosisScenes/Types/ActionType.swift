import Symbiosis

/// An app's action type, registered by name.
struct ActionType: Named, Sendable {
  /// The Swift type's name, which files write.
  let name: String
  /// The type of its input; `Void` for an action that takes none.
  let inputType: any Any.Type
  /// Makes one run with what a reference holds (`with:`), or with nothing for a `Void` one.
  let makeWith: @MainActor @Sendable (ReferenceValue?, String?) -> SceneAction
  /// Makes one run with the item what triggers it gives.
  let makeTaking: @MainActor @Sendable (String?) -> SceneAction

  /// The action type `make` makes.
  init<Input: Sendable, Made: Action<Input>>(_ make: @escaping @MainActor @Sendable () -> Made) {
    name = String(describing: Made.self)
    inputType = Input.self
    makeWith = { reference, success in
      // Without a reference the action takes nothing: `()` is its input when `Input` is
      // `Void`; for another type the checker asked for `with:`, so the action never runs.
      let parameter: Property<Input?> =
        reference?.property(Input.self) ?? Property(value: (() as Any) as? Input)
      return SceneAction(make(), parameter: parameter, success: success)
    }
    makeTaking = { success in SceneAction(taking: make(), success: success) }
  }
}
