/// A way to another scene: `Person: { scene: Person, present: push, into: person }`.
@_spi(Internals) public struct SegueDefinition: Sendable, Hashable {
  /// The segue's name, which actions name.
  public var name: Located<String>
  /// The destination scene's name.
  public var scene: Located<String>
  /// `push` or `modal`.
  public var presentation: Located<String>?
  /// The destination's source the passed value fills; nil for the one whose type fits.
  public var into: Located<String>?

  /// A segue called `name` to `scene`.
  public init(
    name: Located<String>, scene: Located<String>, presentation: Located<String>? = nil,
    into: Located<String>? = nil
  ) {
    self.name = name
    self.scene = scene
    self.presentation = presentation
    self.into = into
  }
}

extension SegueDefinition {
  /// The ways a segue shows its scene.
  static let presentations = ["push", "modal"]

  /// Reads the segue `name`: `{ scene: Person, present: push, into: person }`.
  static func parse(name: Located<String>, _ node: SceneNode) -> (
    SegueDefinition?, [SceneDiagnostic]
  ) {
    var reader = DocumentReader()
    let what = "segue '\(name.value)'"
    guard
      let entries = reader.entries(
        of: node, expected: "a segue such as '{ scene: Person, present: push }'")
    else { return (nil, reader.diagnostics) }
    let fields = reader.fields(entries, allowed: ["scene", "present", "into"], in: what)
    let scene = reader.required("scene", of: fields, in: what, near: name.location)
      .flatMap { reader.name(of: $0.value, expected: "a scene's name") }
    let presentation = fields["present"].flatMap { entry -> Located<String>? in
      guard let text = reader.text(of: entry.value, expected: "'push' or 'modal'") else {
        return nil
      }
      guard Self.presentations.contains(text.value) else {
        reader.report(
          "expected 'push' or 'modal', found '\(text.value)'", at: text.location,
          suggestion: NameSuggestion.closest(to: text.value, in: Self.presentations))
        return nil
      }
      return text
    }
    let into = fields["into"].flatMap { reader.name(of: $0.value, expected: "a source's id") }
    guard let scene, reader.diagnostics.isEmpty else { return (nil, reader.diagnostics) }
    return (SegueDefinition(name: name, scene: scene, presentation: presentation, into: into), [])
  }
}
