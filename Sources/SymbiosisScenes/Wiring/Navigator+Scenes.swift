import Symbiosis

extension Navigator {
  /// Opens the scene called `name`, made from `library`'s file as a scene file's segue makes
  /// it, so that live reload reaches it while it is shown.
  ///
  /// ```swift
  /// try navigator.perform(scene: "About", from: library, presentation: .modal)
  /// ```
  ///
  /// - Throws: ``SceneErrors`` when no file of `library` describes the scene (naming the
  ///   nearest one); nothing is shown.
  @discardableResult
  public func perform(
    scene name: String, from library: SceneLibrary, presentation: Presentation = .push
  ) throws(SceneErrors) -> FileScene {
    let scene = try library.scene(named: name)
    perform(Segue(name, presentation) { scene })
    return scene
  }

  /// Opens the scene called `name`, made from `library`'s file, with `payload` passed into
  /// it as a scene file's segue passes an item: into its settable source called `source`, or,
  /// without a name, the one whose type matches. A ``/Symbiosis/DataSource`` passed is
  /// followed, so the scene shows its changes. Live reload reaches the scene while it is shown.
  ///
  /// ```swift
  /// try navigator.perform(scene: "Person", from: library, passing: ada)
  /// ```
  ///
  /// - Throws: ``SceneErrors`` when no file of `library` describes the scene (naming the
  ///   nearest one); a ``/Symbiosis/NavigationError`` when no source of the scene, or more than
  ///   one, can take `payload`. Nothing is shown then.
  @discardableResult
  public func perform(
    scene name: String, from library: SceneLibrary, passing payload: some Sendable,
    into source: String? = nil, presentation: Presentation = .push
  ) throws -> FileScene {
    let scene = try library.scene(named: name)
    try perform(Segue(name, presentation) { scene }, passing: payload, into: source)
    return scene
  }
}
