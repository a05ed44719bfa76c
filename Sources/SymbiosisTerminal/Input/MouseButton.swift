/// A mouse button.
public enum MouseButton: Hashable, Sendable {
  /// The primary button.
  case left
  /// The middle button (or wheel click).
  case middle
  /// The secondary button.
  case right
}
