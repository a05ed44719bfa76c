import Symbiosis
import SymbiosisScenes
import SymbiosisScenesTesting
import Testing

/// The stand-in as it was before the schema: its `progress` took `steps`, `wraps` and `align`,
/// its `field` no `text` or `clearsOnEscape`, it built no `picker`, and it refused styles at
/// the style's name rather than at the attribute.
@MainActor
private final class DriftedPlatform: ScenePlatform {
  let standIn = StandInPlatform()

  var viewKinds: [String: ViewKind] {
    var kinds = standIn.viewKinds
    kinds["picker"] = nil
    kinds["progress"] = ViewKind(
      "progress",
      properties: [
        "steps": ViewProperty(.integer(0...100)) { _, _ in },
        "wraps": ViewProperty(.boolean) { _, _ in },
      ],
      make: { StandInView(kind: "progress") })
    let field = kinds["field"]
    kinds["field"] = field.map { field in
      ViewKind(
        "field", mainProperty: "placeholder",
        properties: field.properties.filter { $0.key == "placeholder" },
        textInput: field.textInput, make: field.make)
    }
    return kinds
  }

  func check(_ style: StyleDefinition) -> [SceneDiagnostic] {
    style.attributes.contains { $0.key.value == "dim" }
      ? [SceneDiagnostic("no dim here", at: style.name.location)] : []
  }

  func apply(style name: String, styles: [StyleDefinition], to view: any PlatformView) {
    standIn.apply(style: name, styles: styles, to: view)
  }

  func removeStyle(from view: any PlatformView) { standIn.removeStyle(from: view) }

  func stack(_ axis: Axis, spacing: Int, views: [any PlatformView]) -> any PlatformView {
    standIn.stack(axis, spacing: spacing, views: views)
  }

  func list<Item: Identifiable & Sendable>(_ request: ListRequest<Item>) -> ListView<Item> {
    standIn.list(request)
  }
}

/// The conformance suite finds the drift issue 30 found by reading: a platform that does not
/// build the schema's kinds as declared fails it, one line a difference.
@MainActor
@Suite("The scene conformance suite")
struct ConformanceSuiteTests {
  @Test func aPlatformThatDriftedFromTheSchemaFailsItLineByLine() async {
    let failures = await SceneConformance.failures(of: DriftedPlatform())
    #expect(
      failures == [
        "'field' does not take 'clearsOnEscape'",
        "'field' does not take 'text'",
        "'field' edits text but reports no EditEvent (Enter, leaving, Escape), so 'on: enter' "
          + "and 'on: leave' cannot write it",
        "builds no 'picker', a standard view kind",
        "'progress' has main property none, not 'value'",
        "'progress' takes 'steps', which the schema does not",
        "'progress' does not take 'value'",
        "'progress' takes 'wraps', which the schema does not",
        "style attribute 'dim: true' is refused at Conformance.scene.yaml:1:3",
      ])
  }

  /// Views that differ by a number of their own cannot hide a property or a style attribute
  /// that changes nothing: the suite compares one view before and after.
  @Test func viewsNumberedApartStillFailOnWhatChangesNothing() async {
    let failures = await SceneConformance.failures(of: NumberedPlatform())
    #expect(
      failures == [
        "'progress.value' set to text(\"0.25\"), then to text(\"0.75\"), changes nothing",
        "style attribute 'underline: true' is neither drawn nor refused",
      ])
  }
}
