/// The error of a load that took longer than its data source's timeout.
public struct LoadTimeout: Error, Hashable, CustomStringConvertible {
  /// The timeout the source was configured with.
  public let interval: Duration

  /// An error for a load that ran past `interval`.
  public init(interval: Duration) { self.interval = interval }

  /// A sentence for the user.
  public var description: String { "The request timed out after \(interval)." }
}
