import Symbiosis

/// A registered model: its name and keys, and what the builder makes of its values without
/// knowing its type (searches, sorts, sections, tables, segues, edits).
protocol ModelType: Sendable {
  /// The Swift type's name, which files write.
  var name: String { get }
  /// The Swift type.
  var type: any Any.Type { get }
  /// The type of a list of it.
  var listType: any Any.Type { get }
  /// The type of sections of it headed by text.
  var sectionsType: any Any.Type { get }
  /// Its keys, by name.
  var keys: [String: ModelKey] { get }
  /// Whether a file may write one (`preview:`, `constant:`).
  var isDecodable: Bool { get }
  /// Whether it has an identity, which tables and segues from a list need.
  var isIdentifiable: Bool { get }
  /// How a value of `type` holds the model, or nil when it holds none.
  func form(of type: any Any.Type) -> ValueShape.Form?
  /// Whether `key` is writable and of type `Field`.
  func isWritable<Field>(_ key: String, as field: Field.Type) -> Bool
  /// A source of one model (or a list of them, when `isList`) a segue fills, holding what
  /// `preview` writes when given.
  @MainActor func settable(preview: SceneNode?, isList: Bool) -> any SceneSource
  /// What is wrong with `node` as a model (or a list of them, when `isList`); nil when it
  /// writes one. Off the main actor, as files are checked.
  func problem(writing node: SceneNode, isList: Bool) -> SceneDiagnostic?
  /// A source holding the model (or a list of them, when `isList`) that `node` writes.
  @MainActor func constant(_ node: SceneNode, isList: Bool) -> Result<
    any SceneSource, SceneDiagnostic
  >
  /// Calls `body` with `key` of `source`'s model as a property a control binds both ways, once
  /// the source has a value, unless `lifetime` (the view's) has ended by then.
  @MainActor func editable<Field: Equatable & Sendable>(
    _ key: String, of source: any SceneSource, as field: Field.Type, during lifetime: Lifetime,
    _ body: @escaping @MainActor (MutableProperty<Field>) -> Void)
  /// The models of `source`, a list, whose text `key` contains `term`; its index of `key`'s
  /// texts is the one in `shared` when the list is shared.
  @MainActor func search(
    _ source: any SceneSource, term: Property<String>, key: String, shared: SharedSources
  )
    -> (any SceneSource)?
  /// The models of `source`, a list, whose Boolean `key` is `value`.
  @MainActor func filter(_ source: any SceneSource, key: String, is value: Bool)
    -> (any SceneSource)?
  /// Sets the Boolean `key` of every model of `source`, a list, to `value`, in one edit.
  @MainActor func setAll(_ key: String, of source: any SceneSource, to value: Bool)
  /// `source`, a list, ordered by `key`.
  @MainActor func sorted(_ source: any SceneSource, key: String, descending: Bool)
    -> (any SceneSource)?
  /// `source`, a list, in sections headed by `key` as text.
  @MainActor func sections(_ source: any SceneSource, key: String) -> (any SceneSource)?
  /// Writes a value of `key` (of type `Field`) of a row's item into `root`, a list of the model,
  /// by the item's identity; the writer takes the item the row shows and the value, and gives
  /// the item as written. Nil for a key that is not writable as `Field` or a model without
  /// identity.
  @MainActor func rowWriter<Field>(_ key: String, as field: Field.Type, into root: any SceneSource)
    -> (@MainActor (Any, Field) -> Any?)?
  /// A source following the item of `root`, a list of the model, a table highlights; nil for a
  /// model without identity.
  @MainActor func highlighted(in root: any SceneSource) -> (any SceneSource)?
  /// A table or grid of `parts`' rows, made by `platform`; nil for a model without identity.
  @MainActor func list(_ parts: ListParts, platform: any ScenePlatform) -> (any PlatformView)?
  /// An action performing `segue` with the model it is given, following it in `list` when
  /// given; nil for a model without identity when `list` is given.
  @MainActor func segueAction(
    _ segue: Segue, from list: (any SceneSource)?, into name: String?, success: String?
  ) -> SceneAction?
  /// What a segue `from:` `list` passes for the item whose id reads `id`, as a URL path writes
  /// it: the source following that element; nil when `list` holds no such item (or no value
  /// yet), or for a model without identity.
  @MainActor func element(withID id: String, in list: any SceneSource) -> (any Sendable)?
  /// Whether it was registered with `new:`, which makes the items `add` adds.
  var makesNew: Bool { get }
  /// Whether `key` is writable, whatever its type.
  func isWritable(_ key: String) -> Bool
  /// An action adding a new model to `list`, a list, each of `values`' keys set from what its
  /// reference holds (a text trimmed), enabled only while every one holds something (a text
  /// something besides spaces); `clear` runs after each add.
  @MainActor func addAction(
    to list: any SceneSource, values: [(key: String, value: ReferenceValue)],
    clear: @escaping @MainActor () -> Void, success: String?
  ) -> SceneAction?
  /// An action removing from `list`, a list, every model whose Boolean `key` is true, or, without
  /// a key, the item it is given (by identity); asking `confirm` first when given.
  @MainActor func removeAction(
    from list: any SceneSource, where key: String?, confirm: Confirmation?, success: String?
  ) -> SceneAction?
  /// An action setting the Boolean `key` to `flag` in the item it is given (by identity) when
  /// `inRow`, else in every model of `list`, a list.
  @MainActor func setAction(
    _ key: String, to flag: Bool?, in list: any SceneSource, inRow: Bool, success: String?
  ) -> SceneAction?
}

/// What a table or grid a file describes is made of, whatever its item type.
@MainActor
struct ListParts {
  /// The rows: a list of models, or sections of them.
  let rows: any SceneSource
  /// The key whose text groups the rows of a list in sections, each headed by it; nil for a
  /// list in one section.
  let sectionsBy: String?
  /// Whether it is a grid.
  let isGrid: Bool
  /// Makes a cell: its view and the item it shows.
  let makeCell: @MainActor () -> (view: any PlatformView, cell: CellItem)
  /// The views above and below the rows.
  let header: (any PlatformView)?
  let footer: (any PlatformView)?
  /// What selecting a row runs.
  let select: SceneAction?
  /// What the platform's secondary key runs on the highlighted row, with its item.
  let secondary: SceneAction?
  /// The sources following the row the list highlights (`{ highlighted: list }`).
  let highlighted: [any SceneSource]
}
