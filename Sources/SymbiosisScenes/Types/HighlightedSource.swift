import Symbiosis

/// A scene file's `{ highlighted: list }`: the item of a list source a table highlights,
/// followed by identity, so an edit of it writes into the list.
@MainActor
final class HighlightedSource<Model: Identifiable & Sendable>: SceneSource
where Model.ID: Sendable {
  /// The id of the highlighted item; nil while none is.
  private let id = MutableProperty<Model.ID?>(nil)
  private let source: TypedSource<Model>
  /// The table's highlights it follows now.
  private var following: Subscription?

  /// The item of `list` a table will highlight.
  init(in list: DataSource<[Model]>) {
    source = TypedSource(list.item(following: id))
  }

  /// Follows the items `highlights` sends from now on, in place of the table's it followed
  /// before (a table made again when its scene's file changes).
  func follow(_ highlights: Signal<Model?>) {
    following?.cancel()
    following = BindingTarget(
      lifetime: source.source.lifetime,
      onMainActor: { [weak id] (item: Model?) in
        guard let id, id.value != item?.id else { return }
        id.value = item?.id
      }
    ).bindOutsideScope(highlights)
  }

  var object: AnyObject { source.object }
  var payload: any Sendable { source.payload }
  var valueType: any Any.Type { source.valueType }
  var isShared: Bool { false }
  /// Never: it follows one table.
  func shared() -> (any SceneSource)? { nil }
  var saveFailure: Property<(any Error)?> { source.saveFailure }

  func values<Result: Sendable>(_ read: @escaping @Sendable (Any) -> Result?) -> Property<Result?> {
    source.values(read)
  }

  func refreshAction() -> Action<Void> { source.refreshAction() }
  func loadIfNeeded() { source.loadIfNeeded() }
  var phase: Property<LoadPhase> { source.phase }
  func stop() {
    following?.cancel()
    source.stop()
  }
  func connect(_ binding: StateBinding, outlets: [String: AnyObject]) throws {
    try source.connect(binding, outlets: outlets)
  }
  func switching(on key: Property<String?>, cases: [(String, any SceneSource)])
    -> (any SceneSource)?
  { source.switching(on: key, cases: cases) }
  func editable<Field: Equatable & Sendable>(
    as field: Field.Type, during lifetime: Lifetime,
    _ body: @escaping @MainActor (MutableProperty<Field>) -> Void
  ) { source.editable(as: field, during: lifetime, body) }
}
