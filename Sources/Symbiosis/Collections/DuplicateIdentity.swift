/// Two items, or two sections, of one snapshot share an identity, so a diff cannot tell them
/// apart. Nothing is applied when this is thrown.
public struct DuplicateIdentity: Error, Equatable, CustomStringConvertible {
  /// Whether the duplicate is an item's or a section's identity.
  public enum Kind: Sendable, Equatable {
    /// Two items have the same id.
    case item
    /// Two sections have the same id.
    case section
  }

  /// Whose identity is duplicated.
  public let kind: Kind
  /// The duplicated identity, as text.
  public let id: String
  /// Whether it is in the old snapshot or the new one.
  public let inNewSnapshot: Bool

  /// An error for the duplicate `id`.
  public init(kind: Kind, id: String, inNewSnapshot: Bool) {
    self.kind = kind
    self.id = id
    self.inNewSnapshot = inNewSnapshot
  }

  /// A sentence naming the duplicate.
  public var description: String {
    "two \(kind == .item ? "items" : "sections") in the \(inNewSnapshot ? "new" : "old") "
      + "snapshot have the id \(id)"
  }
}
