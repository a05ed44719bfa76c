/// Moves keyboard focus between the views that take it.
@MainActor
public protocol FocusService: AnyObject, Sendable {
  /// Focuses the next view, as Tab does.
  func focusNext()
}
