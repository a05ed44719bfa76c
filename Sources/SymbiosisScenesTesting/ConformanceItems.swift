import Symbiosis

/// The list of the scene that uses every kind: two items, loaded at once.
public final class ConformanceItems: DataSource<[ConformanceItem]> {
  /// Two items, `One` and `Two`.
  override public func load() async throws -> [ConformanceItem] {
    [ConformanceItem(id: 1, name: "One", isOn: true), ConformanceItem(id: 2, name: "Two")]
  }
}
