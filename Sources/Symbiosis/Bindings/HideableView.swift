/// A view that can be shown and hidden; what a ``StateBinding`` switches between.
@MainActor
public protocol HideableView: AnyObject {
  /// Whether the view is hidden.
  var isHidden: Bool { get set }
}
