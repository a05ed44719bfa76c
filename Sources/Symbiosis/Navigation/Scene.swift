/// A screen: it owns its data sources, bindings and actions, and lives until navigation
/// leaves it.
///
/// Declare the sources a segue fills as ``SettableDataSource`` stored properties (`let`, or a
/// `lazy var` already used); a ``Navigator`` finds them by name or by type. When the navigator
/// leaves the scene, the scene's lifetime ends, its sources stop loading and stop following
/// what was passed in, and the navigator lets go of it.
///
/// The data sources stored in a scene belong to it and stop with it. To show another scene's
/// data, pass its source through a segue into a settable source, rather than storing it.
///
/// A scene shows itself: override ``content()`` to make its view, and the platform's navigation
/// stack shows it when a ``Navigator`` does, once per scene, under a title bar that follows
/// ``title``.
///
/// ```swift
/// final class PersonDetail: Scene {
///   let person = SettableDataSource<Person>()
///   override func content() throws -> any PlatformView {
///     let name = Label()
///     try PersonBindings().connect(to: person, outlets: ["name": name])
///     title <~ person.value.map { $0?.fullName ?? "" }
///     return name
///   }
/// }
/// ```
@MainActor
open class Scene: LifetimeProviding {
  /// Ends when navigation leaves the scene, or when the scene goes.
  public nonisolated let lifetime = Lifetime()
  /// The title a navigation bar shows; bind it to follow the scene's data.
  public nonisolated let title: MutableProperty<String>
  /// The navigator showing the scene, from when it is shown; segues from the scene go through
  /// it.
  public internal(set) weak var navigator: Navigator?

  /// Each time the scene asks the platform showing it to make its content again.
  public nonisolated var contentRequests: Signal<Void> { contentRequestInput.signal }
  private nonisolated let contentRequestInput = Signal<Void>.Input()

  /// A scene titled `title`.
  public init(title: String = "") { self.title = MutableProperty(title) }

  /// Asks the platform showing the scene to replace its view with a new ``content()``, keeping
  /// the scene, its sources and its place in navigation: a scene file saved while the app runs.
  public final func setNeedsContent() { contentRequestInput.send(()) }

  /// Makes the view that shows the scene: the one method a scene overrides to show itself.
  ///
  /// A navigation stack calls it once, when it first shows the scene, and keeps the view
  /// until navigation leaves the scene. An error thrown here (a wiring error, say) is shown
  /// in the view's place with its message, and going back still works.
  ///
  /// - Throws: ``SceneContentError/noContent(scene:)`` unless overridden.
  open func content() throws -> any PlatformView {
    throw SceneContentError.noContent(scene: String(describing: type(of: self)))
  }

  /// Makes the scene's view as a platform shows it: calls ``content()`` with the scene's
  /// ``navigator`` as the services' navigation, so the actions it makes (a ``SegueAction``, an
  /// `Action.goBack()`) navigate where the scene is shown (reaching the navigator weakly, so a
  /// scene keeping them does not keep its navigator), and outside any binding scope, so its
  /// bindings last as long as its views even when navigation happened inside a component's
  /// `bindings(_:)`.
  ///
  /// A platform's navigation stack calls it; a scene overrides ``content()``.
  ///
  /// - Throws: What ``content()`` throws.
  public final func makeContent() throws -> any PlatformView {
    try BindingScope.$current.withValue(nil) {
      try PlatformServices.with({ services in
        if let navigator { services.navigation = SceneNavigation(navigator) }
      }) {
        try content()
      }
    }
  }

  /// Called once, when navigation leaves the scene, after its sources have stopped. Override
  /// it to stop work of your own; the default does nothing.
  open func didEnd() {}

  /// Data sources the scene owns that are not stored properties, by name: a scene file's
  /// sources, which a scene made from the file keeps by id. Segues fill them and the scene's
  /// end stops them, as stored ones.
  package var namedSources: [(name: String, source: AnyObject)] = []

  /// The stored properties and ``namedSources``, by name.
  private var ownedValues: [(name: String, value: Any)] {
    reflectedProperties(of: self) + namedSources.map { ($0.name, $0.source) }
  }

  /// The settable sources a segue can fill, by property name.
  var forwardingTargets: [(name: String, target: any ForwardingTarget)] {
    ownedValues.compactMap { name, value in
      (value as? any ForwardingTarget).map { (name, $0) }
    }
  }

  /// Stops every source of the scene and ends its lifetime.
  func end() {
    for (_, value) in ownedValues {
      (value as? any SceneOwnedSource)?.sceneDidEnd()
    }
    lifetime.end()
    didEnd()
  }
}

/// A data source that stops when the scene owning it ends.
@MainActor
protocol SceneOwnedSource: AnyObject {
  func sceneDidEnd()
}

/// A data source a segue can pass a value or another source into.
@MainActor
protocol ForwardingTarget: AnyObject {
  /// The type of value the source holds, for error messages.
  var valueTypeName: String { get }
  /// Whether `payload` is a value or a data source of the source's type.
  func accepts(_ payload: Any) -> Bool
  /// Sets the value or follows the source.
  func receive(_ payload: Any)
}
