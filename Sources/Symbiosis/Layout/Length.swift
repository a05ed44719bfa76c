/// How much of a stack's room a view takes along one axis.
public enum Length: Hashable, Sendable {
  /// As much as the view's content needs.
  case fit
  /// Exactly this many of the platform's units: cells on the terminal.
  case fixed(Int)
  /// A share of the room left after fitted and fixed views: `fill(2)` takes twice `fill(1)`.
  case fill(Int)

  /// A share of one.
  public static let fill = Length.fill(1)
}
