import Symbiosis
import SymbiosisScenes

/// The conformance of a platform's styles to the schema: every attribute and colour drawn or
/// refused where it is written, every theme role drawn.
@MainActor
struct StyleConformance {
  /// The platform styling views.
  let platform: any ScenePlatform
  /// The kind of the views it styles.
  let label: ViewKind
  /// A view's description, which tells a view before and after a style is applied.
  let describe: @MainActor (any PlatformView) -> String

  /// Where the suite writes a style's attribute.
  static let file = "Conformance.scene.yaml"

  /// Every attribute value neither drawn nor refused at the attribute, every refusal elsewhere,
  /// and every theme role that changes nothing.
  func failures() -> [String] {
    var failures: [String] = []
    for (name, value) in SceneSchema.styleAttributes {
      let samples = value == .color ? SceneSchema.colorNames + ["#3366cc"] : ["true"]
      for sample in samples {
        if let failure = honoursOrRefuses(name, sample) { failures.append(failure) }
      }
    }
    for role in SceneSchema.themeRoles {
      let view = label.make()
      let plain = describe(view)
      platform.apply(style: role, styles: [], to: view)
      if describe(view) == plain { failures.append("the theme role '\(role)' changes nothing") }
    }
    return failures
  }

  /// A failure when `name: sample` is neither drawn nor refused at the attribute.
  private func honoursOrRefuses(_ name: String, _ sample: String) -> String? {
    let key = Located(name, at: SourceLocation(file: Self.file, line: 2, column: 5))
    let value = SceneNode(.scalar(sample), at: SourceLocation(file: Self.file, line: 2, column: 9))
    let probe = Located("probe", at: SourceLocation(file: Self.file, line: 1, column: 3))
    let styled = StyleDefinition(name: probe, attributes: [SceneNode.Entry(key: key, value: value)])
    let refusals = platform.check(styled)
    if !refusals.isEmpty {
      let elsewhere = refusals.filter {
        $0.location != key.location && $0.location != value.location
      }
      return elsewhere.isEmpty
        ? nil : "style attribute '\(name): \(sample)' is refused at \(elsewhere[0].location)"
    }
    // One view, unstyled then styled: two views may differ by something of their own.
    let view = label.make()
    platform.apply(
      style: "probe", styles: [StyleDefinition(name: probe, attributes: [])], to: view)
    let plain = describe(view)
    platform.apply(style: "probe", styles: [styled], to: view)
    guard describe(view) == plain else { return nil }
    return "style attribute '\(name): \(sample)' is neither drawn nor refused"
  }
}
