import Symbiosis

/// Makes a table's or grid's cells from the prototype a file describes, each showing the item
/// it is given through its templates (`{fullName}` names a key of the item).
@MainActor
struct CellMaker {
  /// Makes the views.
  let views: ViewMaker
  /// The prototype.
  let prototype: ViewDefinition
  /// The items' type.
  let modelType: any Any.Type

  /// A new cell: its view, and how it shows an item.
  func make() -> (view: any PlatformView, show: @MainActor (Any) -> Void) {
    var updates: [@MainActor (Any) -> Void] = []
    let view = make(prototype, updates: &updates)
    return (view, { item in for update in updates { update(item) } })
  }

  private func make(
    _ definition: ViewDefinition, updates: inout [@MainActor (Any) -> Void]
  ) -> any PlatformView {
    if let axis = ViewMaker.stackAxis(definition.kind.value) {
      let children = definition.children.map { make($0, updates: &updates) }
      let stack = views.platform.stack(
        axis, spacing: views.spacing(of: definition), views: children)
      views.applyCommon(definition, to: stack)
      return stack
    }
    guard let kind = views.kind(definition.kind.value) else {
      return views.platform.stack(.vertical, spacing: 0, views: [])
    }
    let view = kind.make()
    for entry in definition.properties {
      guard let name = views.propertyName(entry, of: definition, kind: kind),
        let property = kind.properties[name],
        !views.setConstant(property, entry.value, on: view),
        let template = TextTemplate.parse(entry.value).0
      else { continue }
      let keys = template.parts.map { part -> ((Any) -> String) in
        switch part {
        case .text(let text): return { _ in text }
        case .reference(let reference): return text(of: reference)
        case .plural(let reference, let one, let other):
          return plural(of: reference, one: one, other: other)
        }
      }
      updates.append { [weak view] item in
        guard let view else { return }
        property.set(view, .text(keys.map { $0(item) }.joined()))
      }
    }
    views.applyCommon(definition, to: view)
    return view
  }

  /// The number `reference`, keys of the item, gives for an item, with its word.
  private func plural(of reference: Reference, one: String, other: String) -> (Any) -> String {
    guard
      case .success(let chain) = KeyChain.resolve(reference.parts, from: modelType, in: views.types)
    else { return { _ in "" } }
    return { item in
      chain.read(item).flatMap(ReferenceValue.integer(of:)).map {
        TextTemplate.plural($0, one: one, other: other)
      } ?? ""
    }
  }

  /// The text `reference`, keys of the item, gives for an item.
  private func text(of reference: Reference) -> (Any) -> String {
    guard
      case .success(let chain) = KeyChain.resolve(reference.parts, from: modelType, in: views.types)
    else { return { _ in "" } }
    return { chain.read($0).map(sceneText) ?? "" }
  }
}
