/// A named way from one scene to another: how the destination is shown, and how it is made.
///
/// ```swift
/// let showPerson = Segue("PersonDetail", .push) { PersonDetail() }
/// try navigator.perform(showPerson, passing: selectedPerson)
/// ```
public struct Segue: Sendable {
  /// The segue's name, used in errors.
  public let name: String
  /// How the destination is shown.
  public let presentation: Presentation
  let makeDestination: @MainActor () -> Scene

  /// A segue called `name` that shows what `destination` makes.
  public init(
    _ name: String, _ presentation: Presentation = .push,
    to destination: @escaping @MainActor () -> Scene
  ) {
    self.name = name
    self.presentation = presentation
    makeDestination = destination
  }
}

/// How a scene is shown.
public enum Presentation: Sendable, Hashable {
  /// On top of the current stack, with a way back.
  case push
  /// Over everything, until dismissed.
  case modal
}

/// A scene on a navigator's stack, and how it was shown.
public struct NavigationEntry: Sendable {
  /// The scene.
  public let scene: Scene
  /// How it was shown.
  public let presentation: Presentation
}
