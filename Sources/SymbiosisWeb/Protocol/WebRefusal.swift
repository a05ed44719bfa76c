/// Why a session refused a client's message, which it counts and never lets reach a view or
/// app code.
public enum WebRefusal: String, Error, Sendable, Hashable, CaseIterable {
  /// Not an event: not JSON, a kind not known, a field of the wrong type.
  case malformed
  /// No view of that number is on the page.
  case unknownNode
  /// Made on a screen the page no longer shows.
  case staleScreen
  /// A kind of event the view does not take (a click on a label).
  case wrongKind
  /// The view is disabled.
  case disabled
  /// A dialog covers the view: the page under a modal scene takes no event.
  case covered
  /// The view, or one it is inside, is hidden.
  case hidden
  /// A value the view never offered: a picker's option it does not list, a row not in the
  /// table.
  case notOffered
}
