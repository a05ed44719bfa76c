/// A value computed from a whole list that a reference names after the list:
/// `todos.count`, `todos.isEmpty`, `todos.all.done`, `todos.any.done`; after a list of another
/// type (`[String]`), `count` and `isEmpty`.
struct ListAggregate: Sendable {
  /// What is computed.
  enum Kind: String, Sendable, CaseIterable {
    /// How many items (`Int`).
    case count
    /// Whether there are none (`Bool`).
    case isEmpty
    /// Whether every item's flag is true; false for no items (`Bool`).
    case all
    /// Whether some item's flag is true (`Bool`).
    case any
  }

  /// What is computed.
  let kind: Kind
  /// The model of the list's items; nil for a list of another type (`[String]`), which has
  /// only `count` and `isEmpty`.
  let model: (any ModelType)?
  /// The flag `all` and `any` read; nil for `count` and `isEmpty`.
  let key: ModelKey?
  /// Where the aggregate's name is written.
  let location: SourceLocation

  /// The names a file writes after a list.
  static let names = Kind.allCases.map(\.rawValue)

  /// The aggregate of a list given as `Any`; nil when it is not a list.
  func read(_ list: Any) -> Any? {
    guard let items = list as? any Collection else { return nil }
    return aggregate(of: items)
  }

  private func aggregate(of items: some Collection) -> Any {
    switch kind {
    case .count: return items.count
    case .isEmpty: return items.isEmpty
    case .all:
      guard let key, !items.isEmpty else { return false }
      return items.allSatisfy { key.read($0) as? Bool == true }
    case .any:
      guard let key else { return false }
      return items.contains { key.read($0) as? Bool == true }
    }
  }

  /// The type of the value computed.
  var valueType: any Any.Type { kind == .count ? Int.self : Bool.self }
}
