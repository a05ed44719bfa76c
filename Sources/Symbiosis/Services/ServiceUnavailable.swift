/// An action's service that is not there: an action fails with it, a value a binding can show.
public struct ServiceUnavailable: Error, Hashable, CustomStringConvertible {
  /// The missing service.
  public let service: String

  /// An error for a missing `service`.
  public init(_ service: String) { self.service = service }

  /// A sentence for the user.
  public var description: String { "\(service) is not available here." }
}
