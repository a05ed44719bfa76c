import Symbiosis
import SymbiosisScenes

/// The browser's build of scene files: the standard view kinds as ``WebView``s
/// (``WebViewKinds``), stacks as flex boxes, styles as CSS classes of one stylesheet.
///
/// A view styled `style: name` gets the class of the theme role its style's chain of bases
/// ends on (`sy-role-title`) and one of the file's styles (`sy-style-name-1a2b3c4d`), whose
/// rules are in ``stylesheet(for:)-(SceneLibrary)``, served as the app's stylesheet. It draws
/// every style attribute, so it refuses none.
@MainActor
public final class WebScenePlatform: ScenePlatform {
  /// The kinds it builds: the standard kinds of `SceneSchema` (see ``WebViewKinds``).
  public let viewKinds: [String: ViewKind]

  /// A platform building the standard kinds.
  public init() {
    viewKinds = WebViewKinds.all()
  }

  /// Gives `view` the classes of the style called `name` (one of `styles`, the scene's, else a
  /// theme role), in place of those of a style it had; a name that is neither changes nothing.
  public func apply(style name: String, styles: [StyleDefinition], to view: any PlatformView) {
    guard let view = view as? WebView, let style = WebStyle.named(name, in: styles) else {
      return
    }
    view.replaceClasses(where: WebStyle.isStyleClass, with: style.classes)
  }

  /// Takes `view`'s style classes away: it looks as its kind does.
  public func removeStyle(from view: any PlatformView) {
    (view as? WebView)?.replaceClasses(where: WebStyle.isStyleClass, with: [])
  }

  /// A stack of `views` along `axis` (``WebStack``), `spacing` half rems apart.
  public func stack(_ axis: Axis, spacing: Int, views: [any PlatformView]) -> any PlatformView {
    WebStack(axis, spacing: spacing, views.map(Self.webView))
  }

  /// A table of `request`'s items.
  public func list<Item: Identifiable & Sendable>(_ request: ListRequest<Item>) -> ListView<Item> {
    WebTable(request).listView
  }

  /// Gives `view` the scene file's `id` (`data-id`), by which a remade scene, and the browser
  /// showing it, find it again.
  public func identify(_ view: any PlatformView, as id: String) {
    (view as? WebView)?.setAttribute("data-id", id)
  }

  /// The app's stylesheet for the styles of one scene (`styles:`): the kinds' layout, the
  /// theme roles in light and dark, and a rule for each style.
  public nonisolated static func stylesheet(for styles: [StyleDefinition]) -> String {
    WebStylesheet.css(scenes: [styles])
  }

  /// The app's stylesheet for every scene of `library`, as their files last were good.
  public static func stylesheet(for library: SceneLibrary) -> String {
    WebStylesheet.css(scenes: library.sceneNames.map { library.styles(ofScene: $0) })
  }

  /// `view` as a web view, or a message in its place when it is another platform's.
  static func webView(_ view: any PlatformView) -> WebView {
    if let view = view as? WebView { return view }
    let label = WebLabel("a '\(type(of: view))' is not a web view", wraps: true)
    label.setClass(WebStyle.roleClass("error"), true)
    return label
  }
}
