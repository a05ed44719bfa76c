/// A view of a platform's view tree, as live reload sees it: when a saved scene file remakes a
/// scene's content, ``SceneViewHandover`` finds each old view's counterpart among the new ones
/// (by scene-file id, kind and place) and gives it what the user left in the old one.
///
/// A platform's base view adopts it, and its views that keep something of the user's (typed
/// text, a highlighted row, a scroll) override ``takeOverState(from:)``.
@MainActor
public protocol HandoverView: AnyObject {
  /// The platform's base view, which every view of the tree is.
  associatedtype TreeView: HandoverView where TreeView.TreeView == TreeView
  /// The id the scene file gives the view (a scene platform's `identify(_:as:)` sets it); `nil`
  /// for a view made in code.
  var sceneID: String? { get }
  /// The view it is inside.
  var superview: TreeView? { get }
  /// The views inside it, in reading order.
  var subviews: [TreeView] { get }
  /// Whether it takes the focus, so that it can inherit an old view's.
  var acceptsFocus: Bool { get }
  /// Takes what the user left in `old`, the view of its own class it replaces: typed text, a
  /// highlighted row.
  func takeOverState(from old: TreeView)
}
