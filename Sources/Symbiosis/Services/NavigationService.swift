/// Goes back, dismisses and performs segues: what actions ask of navigation. A ``Navigator``
/// is one.
@MainActor
public protocol NavigationService: AnyObject, Sendable {
  /// Leaves the top screen of the current stack.
  ///
  /// - Throws: ``NavigationError/nothingToGoBackTo`` on the first screen.
  func goBack() throws
  /// Closes the top modal screen.
  ///
  /// - Throws: ``NavigationError/nothingToDismiss`` when no modal screen is shown.
  func dismiss() throws
  /// Makes `segue`'s destination, passes `payload` into its source called `name` (or the one
  /// whose type matches), and shows it.
  ///
  /// - Throws: ``NavigationError`` when nothing is passed, or when no source, or more than one,
  ///   can take it; the destination is then not shown.
  func perform(_ segue: Segue, passing payload: (any Sendable)?, into name: String?) throws
  /// Makes `segue`'s destination and shows it, passing nothing: its settable sources stay
  /// empty (an About page).
  @discardableResult func perform(_ segue: Segue) throws -> Scene
}
