/// A ``waitUntil(_:timeout:fileID:line:isolation:_:)`` whose condition never held: the hang guard
/// ended it.
public struct WaitTimeout: Error, CustomStringConvertible {
  /// What the test waited for.
  public let what: String
  /// How long it waited.
  public let timeout: Duration
  /// Where it waited.
  public let fileID: String
  /// The line of the wait.
  public let line: Int

  /// A sentence saying what never happened, and where.
  public var description: String {
    "\(fileID):\(line): waited \(timeout) for \(what), in vain"
  }
}
