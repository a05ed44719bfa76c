/// A way focus moves by direction (an arrow key): to the nearest view whose frame lies that way.
public enum FocusDirection: Sendable, Hashable, CaseIterable {
  /// Toward the top.
  case up
  /// Toward the bottom.
  case down
  /// Toward the left.
  case left
  /// Toward the right.
  case right

  /// How far `target` is from `origin` this way, or `nil` when it is not that way.
  ///
  /// Distance along the direction counts once; distance across it counts double, so focus
  /// prefers the view straight ahead to a nearer one off to the side.
  public func distance(from origin: Rect, to target: Rect) -> Int? {
    let ahead: Int
    let across: Int
    switch self {
    case .up:
      (ahead, across) = (
        origin.y - (target.y + target.height - 1),
        Self.gap(origin.x, origin.width, target.x, target.width)
      )
    case .down:
      (ahead, across) = (
        target.y - (origin.y + origin.height - 1),
        Self.gap(origin.x, origin.width, target.x, target.width)
      )
    case .left:
      (ahead, across) = (
        origin.x - (target.x + target.width - 1),
        Self.gap(origin.y, origin.height, target.y, target.height)
      )
    case .right:
      (ahead, across) = (
        target.x - (origin.x + origin.width - 1),
        Self.gap(origin.y, origin.height, target.y, target.height)
      )
    }
    guard ahead > 0 else { return nil }
    return ahead + 2 * across
  }

  /// The distance between two spans on one axis; 0 when they overlap.
  private static func gap(_ start: Int, _ length: Int, _ otherStart: Int, _ otherLength: Int) -> Int
  {
    max(0, max(start, otherStart) - min(start + length, otherStart + otherLength))
  }
}
