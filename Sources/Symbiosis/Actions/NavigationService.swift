/// Goes back, dismisses and performs segues: what actions ask of navigation. A ``Navigator``
/// is one.
@MainActor
public protocol NavigationService: AnyObject, Sendable {
  /// Leaves the top screen of the current stack.
  func goBack() throws
  /// Closes the top modal screen.
  func dismiss() throws
  /// Makes `segue`'s destination, passes `payload` into its source called `name` (or the one
  /// whose type matches), and shows it.
  ///
  /// - Throws: ``NavigationError`` when nothing is passed or no source can take it.
  func perform(_ segue: Segue, passing payload: (any Sendable)?, into name: String?) throws
  /// Makes `segue`'s destination and shows it, passing nothing: its settable sources stay
  /// empty (an About page).
  @discardableResult func perform(_ segue: Segue) throws -> Scene
}
