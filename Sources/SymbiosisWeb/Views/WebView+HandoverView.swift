import Symbiosis

/// A web view is matched to its counterpart when live reload remakes a scene, by its scene-file
/// id (`data-id`), its class and its place, and takes over what the user left in the old one
/// (``WebView/takeOverState(from:)``).
extension WebView: HandoverView {
  /// The id the scene file gives it (`data-id`).
  public var sceneID: String? { attribute("data-id") }
  /// The view it is inside.
  public var superview: WebView? { parent }
  /// The views inside it, in order.
  public var subviews: [WebView] { children }
}
