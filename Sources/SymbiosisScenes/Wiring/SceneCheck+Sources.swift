import Foundation
import Symbiosis

/// The sources and styles of a scene file, checked.
extension SceneCheck {
  func checkSources() {
    let byID = Dictionary(scene.sources.map { ($0.id.value, $0) }, uniquingKeysWith: { a, _ in a })
    var visiting: Set<String> = []
    var done: Set<String> = []
    /// How many sources each source is computed through, itself included.
    var depths: [String: Int] = [:]
    func tooDeep(_ id: Located<String>) {
      report(
        "source '\(id.value)' makes a chain of more than \(Self.maximumDerivation) sources "
          + "computed one from another; a chain is at most \(Self.maximumDerivation) long",
        at: id.location)
    }
    func shape(_ id: Located<String>, from source: SourceDefinition?) -> ValueShape? {
      guard let definition = byID[id.value] else {
        unknown("source", id, among: byID.keys)
        return nil
      }
      if done.contains(id.value) { return shapes[id.value] }
      guard visiting.insert(id.value).inserted else {
        report("source '\(id.value)' is computed from itself", at: id.location)
        return nil
      }
      defer {
        visiting.remove(id.value)
        done.insert(id.value)
      }
      // Sources written from the last of a chain to its first are checked depth first.
      guard visiting.count <= Self.maximumDerivation else {
        tooDeep(id)
        return nil
      }
      depths[id.value] = 1
      shapes[id.value] = check(definition) { upstream in
        let upstreamShape = shape(upstream, from: definition)
        let depth = (depths[upstream.value] ?? 0) + 1
        depths[id.value] = max(depths[id.value] ?? 1, depth)
        guard depth <= Self.maximumDerivation || upstreamShape == nil else {
          tooDeep(upstream)
          return nil
        }
        return upstreamShape
      }
      return shapes[id.value]
    }
    for source in scene.sources where !done.contains(source.id.value) {
      _ = shape(source.id, from: nil)
    }
  }

  /// The shape of `source`'s value, or nil after reporting its problems; `upstream` gives
  /// the shape of the source a derived one is computed from.
  func check(
    _ source: SourceDefinition, upstream: (Located<String>) -> ValueShape?
  ) -> ValueShape? {
    switch source.kind {
    case .type(let name):
      guard let registered = types.sources[name.value] else {
        unknown("source type", name, among: types.sources.keys)
        return nil
      }
      return types.shape(of: registered.valueType)
    case .settable(let model, let preview):
      guard let registered = self.model(model.name) else { return nil }
      if let preview {
        if let problem = registered.problem(writing: preview, isList: model.isList) {
          diagnostics.append(problem)
        }
      }
      return shape(of: registered, isList: model.isList)
    case .constant(let model, let value):
      guard let registered = self.model(model.name) else { return nil }
      if let problem = registered.problem(writing: value, isList: model.isList) {
        diagnostics.append(problem)
      }
      return shape(of: registered, isList: model.isList)
    case .search(let id, _, let key):
      guard let model = list(upstream(id), id, for: "search") else { return nil }
      _ = self.key(key, of: model, expected: "'in:' needs text", fits: isText)
      return shape(of: model, isList: true)
    case .filter(let id, let key, _):
      guard let list = list(upstream(id), id, for: "filter") else { return nil }
      _ = self.key(key, of: list, expected: "'where:' needs true or false") { $0 == Bool.self }
      return shape(of: list, isList: true)
    case .sorted(let id, let key, _):
      guard let list = list(upstream(id), id, for: "sort") else { return nil }
      _ = self.key(key, of: list, expected: "'by:' needs values with an order") {
        $0 is any Comparable.Type
      }
      return shape(of: list, isList: true)
    case .sections(let id, let key):
      guard let list = list(upstream(id), id, for: "sections") else { return nil }
      _ = self.key(key, of: list, expected: "") { _ in true }
      return ValueShape(type: list.sectionsType, model: list, form: .sections)
    case .highlighted(let id):
      return checkHighlighted(id, upstream: upstream)
    case .switching(let on, let cases):
      return checkSwitch(on: on, cases: cases, upstream: upstream)
    }
  }

  /// `{ highlighted: list }`: the item of the list the table `id` shows.
  func checkHighlighted(
    _ id: Located<String>, upstream: (Located<String>) -> ValueShape?
  ) -> ValueShape? {
    guard let table = scene.list(withID: id.value) else {
      if let kind = viewKinds[id.value] {
        report(
          "'highlighted' needs the id of a table or grid, but '\(id.value)' is a \(kind.value)",
          at: id.location)
      } else {
        let lists = viewKinds.filter { ["table", "grid"].contains($0.value.value) }.keys
        unknown("table", id, among: lists)
      }
      return nil
    }
    guard let entry = table.property("source"), case .scalar(let source) = entry.value.content,
      scene.sources.contains(where: { $0.id.value == source })
    else { return nil }
    let root = Located(scene.rootSourceID(of: source), at: id.location)
    guard let model = list(upstream(root), root, for: "highlighted") else { return nil }
    if !model.isIdentifiable { return nil }  // reported at the table
    return shape(of: model, isList: false)
  }

  /// The shape of a switch's cases, which all hold; nil after reporting a case holding another
  /// type, or a `switch:` that is not text.
  func checkSwitch(
    on: Reference, cases: [SourceDefinition.SwitchCase],
    upstream: (Located<String>) -> ValueShape?
  ) -> ValueShape? {
    if scene.sources.contains(where: { $0.id.value == on.parts[0].value }) {
      _ = upstream(on.parts[0])
    }
    if let type = check(on), !isText(type) {
      report(
        "'switch' needs text, the name of a case, but '\(on)' is \(type)", at: on.location)
    }
    var first: (name: String, shape: ValueShape)?
    var isSame = true
    for switchCase in cases {
      guard let shape = upstream(switchCase.source) else {
        isSame = false
        continue
      }
      guard let first else {
        first = (switchCase.name.value, shape)
        continue
      }
      if shape.type != first.shape.type {
        isSame = false
        report(
          "case '\(switchCase.name.value)' holds \(shape), but case '\(first.name)' holds \(first.shape); a switch's cases hold the same type",
          at: switchCase.source.location)
      }
    }
    return isSame ? first?.shape : nil
  }

  func isText(_ type: any Any.Type) -> Bool { type == String.self || type == String?.self }

  func shape(of model: any ModelType, isList: Bool) -> ValueShape {
    isList
      ? ValueShape(type: model.listType, model: model, form: .list)
      : ValueShape(type: model.type, model: model, form: .item)
  }

  func model(_ name: Located<String>) -> (any ModelType)? {
    guard let model = types.models[name.value] else {
      unknown("model type", name, among: types.models.keys)
      return nil
    }
    return model
  }

  /// The model of `shape` when it is a list of one; otherwise reports that `what` needs one.
  func list(_ shape: ValueShape?, _ id: Located<String>, for what: String)
    -> (any ModelType)?
  {
    guard let shape else { return nil }
    guard shape.form == .list, let model = shape.model else {
      report(
        "'\(what)' needs a list of a registered model, but source '\(id.value)' holds \(shape)",
        at: id.location)
      return nil
    }
    return model
  }

  /// The key `name` of `model`, if it has it and its type `fits`; reports otherwise.
  func key(
    _ name: Located<String>, of model: any ModelType, expected: String,
    fits: (any Any.Type) -> Bool
  ) -> ModelKey? {
    guard let key = model.keys[name.value] else {
      unknown("key", name, among: model.keys.keys, of: model.name)
      return nil
    }
    guard fits(key.valueType) else {
      report(
        "key '\(name.value)' of \(model.name) is \(key.valueType), but \(expected)",
        at: name.location)
      return nil
    }
    return key
  }

  func check(_ style: StyleDefinition) {
    diagnostics += SceneSchema.problems(in: style) + vocabulary.platform.check(style)
    if let base = style.base { checkStyleName(base) }
  }

  func checkStyleName(_ name: Located<String>) {
    let names = Set(SceneSchema.themeRoles).union(scene.styles.map(\.name.value))
    if !names.contains(name.value) { unknown("style", name, among: names) }
  }
}
