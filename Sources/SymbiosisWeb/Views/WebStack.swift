import Symbiosis

/// Views one after another, `<div class="sy-column">` down the page or `<div class="sy-row">`
/// across it, `spacing` half rems apart (up to ``widestGap``): what a scene file's `stack`
/// makes, and what an app's own views are laid out in.
///
/// ```swift
/// addChild(WebStack(.vertical, spacing: 1, [hello, disconnectButton]))
/// ```
@MainActor
public final class WebStack: WebView {
  /// The widest spacing with a class of its own (`sy-gap-8`); a wider one gets it.
  public nonisolated static let widestGap = 8

  /// The views along `axis`, `spacing` half rems apart.
  public init(_ axis: Axis, spacing: Int = 0, _ views: [WebView] = []) {
    let gap = min(max(0, spacing), Self.widestGap)
    super.init(
      tag: "div", classes: "\(axis == .horizontal ? "sy-row" : "sy-column") sy-gap-\(gap)")
    for view in views { addChild(view) }
  }
}
