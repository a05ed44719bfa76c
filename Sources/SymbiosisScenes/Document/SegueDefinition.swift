/// A way to another scene: `Person: { scene: Person, present: push, into: person }`.
public struct SegueDefinition: Sendable, Hashable {
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
