import Symbiosis

/// Makes a file's collection actions — `add`, `remove` and `set` — each an edit of its list's
/// root source (``SceneDefinition/rootSourceID(of:)``), so every view of the list, and of every
/// source computed from it, follows the edit.
@MainActor
final class CollectionActionMaker {
  private let scene: SceneDefinition
  private let sources: [String: any SceneSource]
  private let views: ViewMaker
  private let reference: (Reference) -> ReferenceValue?
  private let viewText: (String) -> Property<String>?
  /// The fields an `add` clears whose views were not built when it was made, by view id.
  private var unbuilt: [(id: String, fields: ClearedFields)] = []

  /// A maker for `scene`'s actions on `sources`; `reference` resolves what a reference holds,
  /// `viewText` finds the text of a built view by id.
  init(
    scene: SceneDefinition, sources: [String: any SceneSource], views: ViewMaker,
    reference: @escaping (Reference) -> ReferenceValue?,
    viewText: @escaping (String) -> Property<String>?
  ) {
    self.scene = scene
    self.sources = sources
    self.views = views
    self.reference = reference
    self.viewText = viewText
  }

  /// The action `definition` describes, given the row's item when `item` is the model of the
  /// rows it is used in; nil for an action of another kind, or one the checker refused.
  func action(_ definition: ActionDefinition, item: (any ModelType)?) -> SceneAction? {
    let success = definition.success?.value
    switch definition.kind {
    case .add(let id, let values):
      guard let (model, root) = list(id) else { return nil }
      var read: [(key: String, value: ReferenceValue)] = []
      let fields = ClearedFields()
      for value in values {
        guard let resolved = reference(value.reference) else { return nil }
        read.append((value.key.value, resolved))
        guard let view = viewID(value.reference) else { continue }
        if let text = viewText(view) as? MutableProperty<String> {
          fields.texts.append(text)
        } else {
          unbuilt.append((view, fields))
        }
      }
      return model.addAction(
        to: root, values: read, clear: { fields.clear() }, success: success)
    case .remove(let id, let key, let confirm):
      guard let (model, root) = list(id), key != nil || item != nil else { return nil }
      let confirmation = confirm.map { asking($0, model: model) }
      return model.removeAction(
        from: root, where: key?.value, confirm: confirmation, success: success)
    case .set(let key, let id, let flag):
      guard let (model, root) = list(id) else { return nil }
      return model.setAction(key.value, to: flag, in: root, inRow: item != nil, success: success)
    default:
      return nil
    }
  }

  /// Finds the fields of views built after the actions reading them: called once every view
  /// is built.
  func finish() {
    for (id, fields) in unbuilt {
      if let text = viewText(id) as? MutableProperty<String> { fields.texts.append(text) }
    }
    unbuilt = []
  }

  /// The model of the list source `id` and the root source its edits go to.
  private func list(_ id: Located<String>) -> (any ModelType, any SceneSource)? {
    guard let source = sources[id.value],
      let model = views.types.shape(of: source.valueType).model,
      let root = sources[scene.rootSourceID(of: id.value)]
    else { return nil }
    return (model, root)
  }

  /// The id of the view whose text `reference` reads (`new.text`); nil for a source's value.
  private func viewID(_ reference: Reference) -> String? {
    let first = reference.parts[0].value
    guard reference.parts.count == 2, sources[first] == nil, reference.parts[1].value == "text"
    else { return nil }
    return first
  }

  /// The question `template` asks: a key of the model names the item's (in a row), any other
  /// reference what it holds when asked.
  private func asking(_ template: TextTemplate, model: any ModelType) -> Confirmation {
    let text = ItemText(template, of: model.type, types: views.types, outside: reference)
    return Confirmation(question: { text.text(for: $0) }, views: views)
  }
}
