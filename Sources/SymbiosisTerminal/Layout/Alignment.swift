/// Where a view sits across a stack's axis, or where text sits in its line.
public enum Alignment: Hashable, Sendable {
  /// At the start: the left, or the top.
  case leading
  /// In the middle.
  case center
  /// At the end: the right, or the bottom.
  case trailing
  /// Stretched over the whole room.
  case fill

  /// The offset of something `size` long in `room`.
  func offset(of size: Int, in room: Int) -> Int {
    switch self {
    case .leading, .fill: 0
    case .center: max(0, (room - size) / 2)
    case .trailing: max(0, room - size)
    }
  }
}
