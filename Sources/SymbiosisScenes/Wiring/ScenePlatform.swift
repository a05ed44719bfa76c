import Symbiosis

/// What a platform gives the scene loader: the views it builds by kind name, how it draws a
/// style, and the views that show a list of items, whose item type only the loader knows.
///
/// What a file may write is ``SceneSchema``'s, not the platform's: a platform builds every
/// standard kind (``ViewKind/init(standard:set:textInput:flagInput:selectionInput:editEvents:make:)``),
/// may add kinds of its own, and passes the conformance suite of `SymbiosisScenesTesting`.
/// The loader never imports a platform; a platform (the terminal, a test's stand-in) conforms,
/// and an app gives it to the ``SceneLibrary`` that builds its scenes.
@MainActor
public protocol ScenePlatform: AnyObject, Sendable {
  /// The view kinds it builds, by name: every one of ``SceneSchema/viewKinds``, and any of its
  /// own.
  var viewKinds: [String: ViewKind] { get }
  /// The attributes of a file's style it cannot draw, each refused with a message at the
  /// attribute; ``SceneSchema`` has checked the names and values. Asked off the main actor,
  /// where a saved file is checked.
  nonisolated func check(_ style: StyleDefinition) -> [SceneDiagnostic]
  /// Gives `view` the style called `name`: one of ``SceneSchema/themeRoles``, or one of
  /// `styles`, the file's own (``SceneSchema/layers(ofStyle:in:)`` reads its chain of bases).
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
  /// Refuses nothing: a platform that draws every attribute of ``SceneSchema/styleAttributes``.
  public nonisolated func check(_ style: StyleDefinition) -> [SceneDiagnostic] { [] }

  /// Does nothing: a platform that never remakes a scene needs no ids.
  public func identify(_ view: any PlatformView, as id: String) {}
}
