import Symbiosis

/// What a platform gives the scene loader: the views it builds by kind name, its theme's style
/// names, and the views that show a list of items, whose item type only the loader knows.
///
/// The loader never imports a platform; a platform (the terminal, a test's stand-in) conforms,
/// and an app gives it to the ``SceneLibrary`` that builds its scenes.
@MainActor
public protocol ScenePlatform: AnyObject {
  /// The view kinds it builds, by name (`label`, `field`, `button`…).
  var viewKinds: [String: ViewKind] { get }
  /// The names of its theme's styles (`title`, `error`…), which `style:` and `base:` name.
  var themeStyles: Set<String> { get }
  /// The problems in a file's style, whose attributes only the platform knows.
  func check(_ style: StyleDefinition) -> [SceneDiagnostic]
  /// Gives `view` the style called `name`: a theme style, or one of `styles`, the file's own.
  func apply(style name: String, styles: [StyleDefinition], to view: any PlatformView)
  /// A stack of `views` along `axis`, `spacing` cells apart.
  func stack(_ axis: Axis, spacing: Int, views: [any PlatformView]) -> any PlatformView
  /// A table or grid of `request`'s items, and the items the user selects in it.
  func list<Item: Identifiable & Sendable>(_ request: ListRequest<Item>) -> ListView<Item>
  /// Tells `view` the id the file gives it (`id: search`), which the builder calls for every
  /// view with an id: a platform remaking a scene finds by it the view that takes an old one's
  /// place, to give it the focus and what the user typed.
  func identify(_ view: any PlatformView, as id: String)
}

extension ScenePlatform {
  /// Does nothing: a platform that never remakes a scene needs no ids.
  public func identify(_ view: any PlatformView, as id: String) {}
}
