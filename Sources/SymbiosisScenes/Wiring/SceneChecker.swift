import Symbiosis

/// Finds everything wrong in a set of scene files, at once, against the app's types and the
/// platform: unknown names (with the name probably meant), duplicate ids, types that do not
/// fit, outlets, and property values.
///
/// Made on the main actor, where it asks the platform and the app's types what only the main
/// actor can tell; it checks anywhere, so a library checks a saved file off the main actor.
struct SceneChecker: Sendable {
  /// The app's registered types.
  let types: SceneTypes
  /// What the platform and the types tell of their views and bindings.
  let vocabulary: SceneVocabulary

  /// A checker of files naming `types` and `platform`'s view kinds and styles.
  @MainActor
  init(types: SceneTypes, platform: any ScenePlatform) {
    self.types = types
    vocabulary = SceneVocabulary(types: types, platform: platform)
  }

  /// Every problem of the files `readings` read, their shape's and the check's, in the
  /// order of their places.
  func diagnose(_ readings: [SceneReading]) -> [SceneDiagnostic] {
    (readings.flatMap(\.problems) + check(readings)).sorted { $0.location < $1.location }
  }

  /// Every problem of the scenes `readings` read, checked together (segues name scenes of
  /// other files), besides the problems of their shape, which the readings hold.
  func check(_ readings: [SceneReading]) -> [SceneDiagnostic] {
    let scenes = readings.compactMap(\.definition)
    let unreadable = Dictionary(
      readings.map { ($0.file, $0.unreadable) }, uniquingKeysWith: { a, _ in a })
    var diagnostics: [SceneDiagnostic] = []
    var seen: [String: SourceLocation] = [:]
    for scene in scenes {
      if let first = seen[scene.name.value] {
        diagnostics.append(
          SceneDiagnostic(
            "duplicate scene '\(scene.name.value)'; the first is at \(first)",
            at: scene.name.location))
      } else {
        seen[scene.name.value] = scene.name.location
      }
    }
    let byName = Dictionary(scenes.map { ($0.name.value, $0) }, uniquingKeysWith: { a, _ in a })
    for scene in scenes {
      diagnostics += SceneCheck(
        scene: scene, scenes: byName, types: types, vocabulary: vocabulary,
        unreadable: unreadable[scene.location.file] ?? [],
        someSceneUnread: readings.contains { $0.definition == nil }
      ).run()
    }
    return diagnostics.sorted { $0.location < $1.location }
  }
}
