import Symbiosis
import SymbiosisScenes

/// The conformance suite of scene-file platforms: what a platform's tests run against it, so a
/// scene file means the same on every platform.
///
/// ```swift
/// @Test @MainActor func theTerminalConformsToTheSceneSchema() async {
///   #expect(await SceneConformance.failures(of: TerminalScenePlatform()) == [])
/// }
/// ```
@MainActor
public enum SceneConformance {
  /// Everything `platform` does not do as `SceneSchema` says, one line each; empty when it
  /// conforms: it builds every standard view kind as declared (main property, properties and
  /// their types, what `edit:` binds and that a view editing text reports its `EditEvent`s,
  /// whether `action:` does); setting each property of a view
  /// to one value, then to another, changes the view, once the work each setting starts
  /// (tracked by `PendingWork`, a picture loading, say) is done; every style attribute and
  /// colour is drawn (a view styled differs from itself unstyled) or refused with a message at
  /// the attribute; and every theme role changes a label. Each check compares one view before
  /// and after, so views may hold something of their own (a node's id).
  ///
  /// - Parameters:
  ///   - platform: the platform whose scene views are checked.
  ///   - describe: everything a view shows and holds, as text, which tells a view apart from
  ///     itself before a property was set or a style applied; by default the view's `dump`,
  ///     which follows every stored property.
  public static func failures(
    of platform: any ScenePlatform,
    describing describe: @escaping @MainActor (any PlatformView) -> String = SceneConformance.dumped
  ) async -> [String] {
    var failures: [String] = []
    for schema in SceneSchema.viewKinds.values.sorted(by: { $0.name < $1.name }) {
      guard let kind = platform.viewKinds[schema.name] else {
        failures.append("builds no '\(schema.name)', a standard view kind")
        continue
      }
      failures += await KindConformance(schema: schema, kind: kind, describe: describe)
        .failures()
    }
    if let label = platform.viewKinds["label"] {
      failures += StyleConformance(platform: platform, label: label, describe: describe)
        .failures()
    }
    return failures
  }

  /// Everything `view` holds, as `dump` writes it.
  public static func dumped(_ view: any PlatformView) -> String {
    var text = ""
    dump(view, to: &text)
    return text
  }
}
