/// The direction a stack lays its views out in, on any platform and in scene files (`row` is
/// horizontal, `column` vertical).
public enum Axis: Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}
