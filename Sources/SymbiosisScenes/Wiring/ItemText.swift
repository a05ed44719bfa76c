import Symbiosis

/// The text a template shows for an item: each reference reads keys of the item (`{title}`,
/// `{count|item|items}`), or, where it names none, the scene's value `outside` gives for it
/// (a confirmation's `{chores.count}`). What a table's cells and a row's question both show.
@MainActor
struct ItemText {
  private let parts: [@MainActor (Any?) -> String]

  /// The text of `template` for items of `model`, registered in `types`.
  init(
    _ template: TextTemplate, of model: any Any.Type, types: SceneTypes,
    outside: (Reference) -> ReferenceValue? = { _ in nil }
  ) {
    parts = template.parts.map { part in
      switch part {
      case .text(let text):
        return { _ in text }
      case .reference(let reference):
        return Self.value(of: reference, model: model, types: types, outside: outside) {
          sceneText($0)
        }
      case .plural(let reference, let one, let other):
        return Self.value(of: reference, model: model, types: types, outside: outside) {
          ReferenceValue.integer(of: $0).map { TextTemplate.plural($0, one: one, other: other) }
            ?? ""
        }
      }
    }
  }

  /// The text for `item`, nil when there is none (a question asked outside a row).
  func text(for item: Any?) -> String { parts.map { $0(item) }.joined() }

  /// What `reference` gives for an item, shown by `show`: a key of the item when it names one,
  /// else the value `outside` gives, else nothing.
  private static func value(
    of reference: Reference, model: any Any.Type, types: SceneTypes,
    outside: (Reference) -> ReferenceValue?, show: @escaping @Sendable (Any) -> String
  ) -> @MainActor (Any?) -> String {
    if case .success(let chain) = KeyChain.resolve(reference.parts, from: model, in: types) {
      return { item in item.flatMap { chain.read($0) }.map(show) ?? "" }
    }
    guard let value = outside(reference) else { return { _ in "" } }
    let values = value.property((any Sendable).self)
    return { _ in values.value.map(show) ?? "" }
  }
}
