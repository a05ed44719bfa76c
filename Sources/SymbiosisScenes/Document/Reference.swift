/// A dotted name in a scene file — `person.email`, `search.text`, `fullName` — naming a source or
/// a view by id and then keys of its value or properties of the view.
public struct Reference: Sendable, Hashable, CustomStringConvertible {
  /// The parts between the dots, each with its location.
  public var parts: [Located<String>]

  /// A reference of `parts`; never empty.
  public init(_ parts: [Located<String>]) { self.parts = parts }

  /// Where the reference starts.
  public var location: SourceLocation { parts[0].location }
  /// The reference as written.
  public var description: String { parts.map(\.value).joined(separator: ".") }
}
