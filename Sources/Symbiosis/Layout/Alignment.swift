/// Where a view sits across a stack's axis, or where text sits in its line: the same words on
/// every platform, which each lays out with its own units.
public enum Alignment: Hashable, Sendable {
  /// At the start: the left, or the top.
  case leading
  /// In the middle.
  case center
  /// At the end: the right, or the bottom.
  case trailing
  /// Stretched over the whole room.
  case fill
}
