/// The stack of scenes a user moves through: segues push and present, back and dismiss leave.
///
/// It holds the only reference to the scenes it shows; a scene it leaves is ended (its sources
/// stop, its bindings end) and released. A platform shows ``stack``'s top scene; actions
/// reach the navigator through ``PlatformServices/navigation``.
@MainActor
public final class Navigator: NavigationService {
  /// The scenes shown, the first at the bottom.
  public nonisolated let stack: Property<[NavigationEntry]>
  private nonisolated let store: MutableProperty<[NavigationEntry]>

  /// A navigator showing `root`.
  public init(root: Scene) {
    store = MutableProperty([NavigationEntry(scene: root, presentation: .push)])
    stack = store
    root.navigator = self
  }

  /// The scene on top.
  public var top: Scene { store.value[store.value.count - 1].scene }

  /// Makes `segue`'s destination and shows it.
  @discardableResult
  public func perform(_ segue: Segue) -> Scene {
    show(segue.makeDestination(), as: segue.presentation)
  }

  /// Shows `content`, a view of the platform running the app (a song's page, say), on top of
  /// the stack, as a ``Presentation/push`` segue shows its destination: Back leaves it.
  ///
  /// ```swift
  /// navigator.push(SongPage(song), title: song.title)
  /// ```
  ///
  /// The navigator shows it as the content of a scene titled `title`, which it returns.
  @discardableResult
  public func push(_ content: any PlatformView, title: String = "") -> Scene {
    show(PresentedScene(content, title: title), as: .push)
  }

  /// Shows `content`, a view of the platform running the app (an alert, a form), over the top
  /// scene until it is left, as a ``Presentation/modal`` segue shows its destination: Back,
  /// ``dismiss()`` or a button of its own closes it.
  ///
  /// ```swift
  /// navigator.present(Alert(title: "Saved", message: "Your changes are kept."))
  /// ```
  ///
  /// The navigator shows it as the content of a scene titled `title`, which it returns.
  @discardableResult
  public func present(_ content: any PlatformView, title: String = "") -> Scene {
    show(PresentedScene(content, title: title), as: .modal)
  }

  /// Makes `segue`'s destination, passes `payload` into it, and shows it.
  ///
  /// `payload` is a value or a ``DataSource``; a source is followed, so the destination shows
  /// its changes until the destination is left. It goes into the destination's
  /// ``SettableDataSource`` called `name`, or, without a name, the one whose type matches.
  ///
  /// - Throws: ``NavigationError`` when `payload` is `nil`, or when no source, or more than
  ///   one, can take it; the destination is then not shown.
  @discardableResult
  public func perform(
    _ segue: Segue, passing payload: some Sendable, into name: String? = nil
  ) throws -> Scene {
    try show(segue, passing: payload, into: name)
  }

  /// Makes `segue`'s destination, passes `payload` into it, and shows it, as the generic
  /// `perform(_:passing:into:)` does: what a ``SegueAction`` asks of the navigation service.
  ///
  /// - Throws: ``NavigationError`` when `payload` is `nil`, or when no source, or more than one,
  ///   can take it; the destination is then not shown.
  public func perform(_ segue: Segue, passing payload: (any Sendable)?, into name: String?) throws {
    guard let payload else { throw NavigationError.nothingPassed(segue: segue.name) }
    try show(segue, passing: payload, into: name)
  }

  @discardableResult
  private func show(_ segue: Segue, passing payload: any Sendable, into name: String?) throws
    -> Scene
  {
    if isNil(payload) { throw NavigationError.nothingPassed(segue: segue.name) }
    let destination = segue.makeDestination()
    do {
      try forward(payload, into: name, of: destination, segue: segue)
    } catch {
      destination.end()
      throw error
    }
    return show(destination, as: segue.presentation)
  }

  private func show(_ scene: Scene, as presentation: Presentation) -> Scene {
    scene.navigator = self
    store.value.append(NavigationEntry(scene: scene, presentation: presentation))
    return scene
  }

  /// Leaves the top scene.
  ///
  /// - Throws: ``NavigationError/nothingToGoBackTo`` on the first scene.
  public func goBack() throws {
    guard store.value.count > 1 else { throw NavigationError.nothingToGoBackTo }
    leave(from: store.value.count - 1)
  }

  /// Leaves the top modal scene and everything shown over it.
  ///
  /// - Throws: ``NavigationError/nothingToDismiss`` when no modal scene is shown.
  public func dismiss() throws {
    guard let modal = store.value.lastIndex(where: { $0.presentation == .modal }) else {
      throw NavigationError.nothingToDismiss
    }
    leave(from: modal)
  }

  /// Leaves the top scene as a Back button does: dismisses it when it was presented modally
  /// (with everything over it), else goes back.
  ///
  /// - Throws: ``NavigationError/nothingToGoBackTo`` on the first scene.
  public func back() throws {
    if store.value.last?.presentation == .modal {
      try dismiss()
    } else {
      try goBack()
    }
  }

  private func leave(from index: Int) {
    let left = store.value[index...].reversed()
    store.value.removeSubrange(index...)
    for entry in left { entry.scene.end() }
  }

  private func forward(
    _ payload: any Sendable, into name: String?, of destination: Scene, segue: Segue
  ) throws {
    let targets = destination.forwardingTargets
    let passed = String(describing: type(of: payload))
    let scene = String(describing: type(of: destination))
    let available = Dictionary(
      targets.map { ($0.name, $0.target.valueTypeName) }, uniquingKeysWith: { a, _ in a })
    if let name {
      guard let target = targets.first(where: { $0.name == name && $0.target.accepts(payload) })
      else {
        throw NavigationError.noSourceNamed(
          name, segue: segue.name, destination: scene, passed: passed, available: available)
      }
      return target.target.receive(payload)
    }
    let matches = targets.filter { $0.target.accepts(payload) }
    guard let match = matches.first else {
      throw NavigationError.noMatchingSource(
        segue: segue.name, destination: scene, passed: passed, available: available)
    }
    guard matches.count == 1 else {
      throw NavigationError.ambiguousSource(
        segue: segue.name, destination: scene, passed: passed, candidates: matches.map(\.name))
    }
    match.target.receive(payload)
  }
}
