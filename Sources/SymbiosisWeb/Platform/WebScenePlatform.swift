import Symbiosis
import SymbiosisScenes

/// The browser's build of scene files: the standard view kinds as ``WebView``s.
///
/// (A stub of the contract; the kinds' part of the work fills it in.)
@MainActor
public final class WebScenePlatform: ScenePlatform {
  /// The kinds it builds, by name.
  public let viewKinds: [String: ViewKind] = [:]

  /// A platform building the standard kinds.
  public init() {}

  /// Gives `view` the style called `name`.
  public func apply(style name: String, styles: [StyleDefinition], to view: any PlatformView) {}

  /// Takes away the style given to `view`.
  public func removeStyle(from view: any PlatformView) {}

  /// A stack of `views` along `axis`.
  public func stack(_ axis: Axis, spacing: Int, views: [any PlatformView]) -> any PlatformView {
    let stack = WebView(tag: "div", classes: axis == .horizontal ? "sy-row" : "sy-column")
    for case let view as WebView in views { stack.addChild(view) }
    return stack
  }

  /// A table of `request`'s items.
  public func list<Item: Identifiable & Sendable>(_ request: ListRequest<Item>) -> ListView<Item> {
    WebTable(request).listView
  }
}
