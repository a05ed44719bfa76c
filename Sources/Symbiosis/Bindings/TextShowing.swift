/// A view that shows a line of text: a label; what a ``StateBinding`` writes a failed load's
/// message into.
///
/// A platform conforms its label once.
@MainActor
public protocol TextShowing: AnyObject {
  /// The text shown.
  var text: String { get set }
}
