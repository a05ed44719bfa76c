/// A value read from a scene file, with where it was written.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The value.
  public var value: Value
  /// Where the value starts.
  public var location: SourceLocation

  /// `value`, written at `location`.
  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}
