/// An item of the scene that uses every kind (``SceneConformance/everyKindFile``): what its
/// tables show and its controls edit.
public struct ConformanceItem: Identifiable, Hashable, Sendable, Codable {
  /// Its identity in lists.
  public var id: Int
  /// What labels show and a field edits.
  public var name: String
  /// What a toggle edits.
  public var isOn: Bool
  /// What a picker chooses.
  public var choice: String

  /// An item called `name`.
  public init(id: Int, name: String, isOn: Bool = false, choice: String = "A") {
    self.id = id
    self.name = name
    self.isOn = isOn
    self.choice = choice
  }
}
