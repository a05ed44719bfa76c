import Foundation
import Symbiosis

/// The views of a scene file, checked: kinds, properties and their values, states and lists.
extension SceneCheck {
  func collectIDs(_ view: ViewDefinition, into ids: inout [Located<String>]) {
    if let id = view.id {
      ids.append(id)
      viewKinds[id.value] = view.kind
      if view.property("edit") != nil, view.property("converter") != nil {
        convertedViews.insert(id.value)
      }
    }
    for child in view.children { collectIDs(child, into: &ids) }
    for name in ["content", "header", "footer"] {
      if let node = view.property(name)?.value, let child = ViewDefinition.parse(node).0 {
        collectIDs(child, into: &ids)
      }
    }
  }

  /// The view kind `name` as the platform builds it: the app's or the platform's.
  func kind(_ name: String) -> ViewKind? { vocabulary.viewKinds[name] }

  /// What a file may write on the view kind `name`: the app's own kind, else the schema's
  /// standard kind, else one the platform adds; nil for none of them.
  func schema(ofKind name: String) -> ViewKindSchema? {
    if let kind = types.views[name] { return schema(of: kind) }
    if let standard = SceneSchema.viewKinds[name] { return standard }
    return vocabulary.viewKinds[name].map(schema(of:))
  }

  /// What a file may write on `kind`, a kind the schema does not declare.
  func schema(of kind: ViewKind) -> ViewKindSchema {
    kind.schema(takesAction: vocabulary.actionControls.contains(kind.name))
  }

  func check(_ view: ViewDefinition, cellOf item: (any ModelType)? = nil) {
    let name = view.kind.value
    if let property = view.property("style") {
      if let item, case .mapping(let flags) = property.value.content {
        checkStyleFlags(flags, of: item, at: property.value.location)
      } else if let style = scalar(property) {
        checkStyleName(style)
      }
    }
    if let property = view.property("hidden") { checkHidden(property, cellOf: item) }
    if ViewMaker.stackAxis(name) != nil {
      checkProperties(view, allowed: SceneSchema.layoutKinds[name] ?? [])
      if let spacing = view.property("spacing") { checkInteger(spacing, in: 0...1000) }
      for child in view.children { check(child, cellOf: item) }
      return
    }
    if Self.constructs.contains(name) {
      guard item == nil else {
        return report("a \(name) cannot be inside a table's cell", at: view.kind.location)
      }
      name == "state" ? checkState(view) : checkList(view)
      return
    }
    guard let kind = schema(ofKind: name) else {
      let names = Set(vocabulary.viewKinds.keys).union(SceneSchema.viewKinds.keys)
        .union(Self.constructs)
      return unknown("view kind", view.kind, among: names)
    }
    var allowed = Set(kind.properties.keys)
    if kind.edits != nil { allowed.insert("edit") }
    if kind.takesAction { allowed.insert("action") }
    if kind.edits == .text { allowed.formUnion(Self.commitProperties) }
    if item == nil {
      if kind.edits != nil { allowed.insert("converter") }
      if kind.showsText { allowed.insert("status") }
    }
    checkProperties(view, allowed: allowed, main: kind.mainProperty)
    for entry in view.properties
    where entry.key.value == name || allowed.union(Self.common).contains(entry.key.value) {
      let property = entry.key.value == name ? kind.mainProperty : entry.key.value
      switch property {
      case "edit":
        if let item {
          checkRowEdit(entry, of: view, kind: kind, item: item)
        } else {
          checkEdit(entry, of: view, kind: kind)
        }
      case "converter": checkConverter(entry, of: view)
      case "action": checkAction(entry.value, item: item)
      case "on": checkCommitMode(entry, of: view)
      case "ifEmpty": checkIfEmpty(entry, of: view, item: item)
      case "status": checkStatus(entry.value)
      case .some(let property):
        if let declared = kind.properties[property] {
          checkValue(entry, declared, cellOf: item)
        }
      case nil: report("a \(name) has no main property", at: entry.key.location)
      }
    }
  }

  func checkProperties(
    _ view: ViewDefinition, allowed: Set<String>, main: String? = nil
  ) {
    let allowed = allowed.union(Self.common)
    for entry in view.properties where entry.key.value != view.kind.value {
      guard !allowed.contains(entry.key.value) else { continue }
      diagnostics.append(
        .unknown("property", entry.key, among: allowed.sorted(), of: "'\(view.kind.value)'"))
    }
    if main == nil,
      ViewMaker.stackAxis(view.kind.value) != nil
        || Self.constructs.contains(
          view.kind.value),
      let entry = view.properties.first(where: { $0.key.value == view.kind.value })
    {
      report("a \(view.kind.value) needs its properties written out", at: entry.key.location)
    }
  }

  func scalar(_ entry: SceneNode.Entry) -> Located<String>? {
    guard let text = entry.value.scalarText else {
      report(
        "'\(entry.key.value)' takes a single value, not \(entry.value.found)",
        at: entry.value.location)
      return nil
    }
    return text
  }

  func checkInteger(_ entry: SceneNode.Entry, in range: ClosedRange<Int>) {
    guard let text = scalar(entry) else { return }
    guard let value = Int(text.value) else {
      return report(
        "'\(entry.key.value)' takes a whole number, not '\(text.value)'", at: text.location)
    }
    if !range.contains(value) {
      report(
        "'\(entry.key.value)' takes a number from \(range.lowerBound) to \(range.upperBound), not \(value)",
        at: text.location)
    }
  }

  func checkBoolean(_ entry: SceneNode.Entry) {
    guard let text = scalar(entry) else { return }
    if Bool(text.value) == nil {
      report("'\(entry.key.value)' takes true or false, not '\(text.value)'", at: text.location)
    }
  }

  func checkValue(
    _ entry: SceneNode.Entry, _ kind: ViewProperty.Kind, cellOf item: (any ModelType)?
  ) {
    switch kind {
    case .text:
      let (template, problems) = TextTemplate.parse(entry.value)
      diagnostics += problems
      if let template { check(template, cellOf: item) }
    case .integer(let range): checkInteger(entry, in: range)
    case .boolean: checkBoolean(entry)
    case .texts:
      if item == nil, let text = entry.value.scalarText,
        scene.sources.contains(where: { $0.id.value == text.value.prefix { $0 != "." } })
      {
        return checkOptions(text)
      }
      guard let items = entry.value.items else {
        return report(
          "'\(entry.key.value)' takes a list of texts, like '[Small, Large]', or a source of them, not \(entry.value.found)",
          at: entry.value.location)
      }
      for item in items where item.scalarText == nil {
        report("'\(entry.key.value)' takes texts, not \(item.found)", at: item.location)
      }
    case .choice(let names):
      guard let text = scalar(entry), !names.contains(text.value) else { return }
      report(
        "'\(entry.key.value)' takes one of \(names.map { "'\($0)'" }.joined(separator: ", ")), not '\(text.value)'",
        at: text.location, suggestion: NameSuggestion.closest(to: text.value, in: names))
    }
  }

  func checkEdit(_ entry: SceneNode.Entry, of view: ViewDefinition, kind: ViewKindSchema) {
    guard let text = scalar(entry) else { return }
    let (parsed, problems) = Reference.parse(text)
    diagnostics += problems
    guard let reference = parsed else { return }
    let source = reference.parts[0]
    let isSource = scene.sources.contains { $0.id.value == source.value }
    if isSource, reference.parts.count == 1 || shapes[source.value]?.form == .list {
      return checkEditOfSource(reference, of: view, kind: kind)
    }
    guard reference.parts.count == 2, shapes[source.value] != nil else {
      if !isSource {
        unknown("source", source, among: scene.sources.map(\.id.value))
      } else if reference.parts.count != 2 {
        report(
          "'edit:' needs a source, or a source and one of its keys, like 'person.age', not '\(reference)'",
          at: reference.location)
      }
      return
    }
    guard let chain = resolve(reference) else { return }
    if chain.aggregate != nil { return checkEditOfSource(reference, of: view, kind: kind) }
    guard let (model, key) = chain.last else { return }
    if let converterEntry = view.property("converter"),
      case .scalar(let name) =
        converterEntry.value.content
    {
      guard let converter = types.converters[name] else { return }
      guard kind.edits == .text else {
        let edits = kind.edits == .flag ? "edits no text" : "chooses among its options"
        return report(
          "a \(view.kind.value) \(edits), so it takes no converter",
          at: converterEntry.key.location)
      }
      if !model.isWritable(key.name, as: key.valueType) {
        report(readOnly(key, of: model), at: reference.parts[1].location)
      } else if !converter.canEdit(model, key.name) {
        report(
          "converter '\(name)' reads \(converter.inputType), but '\(reference)' is \(key.valueType)",
          at: converterEntry.value.location)
      }
      return
    }
    // What the builder binds: the text input first, then the flag, then the chosen option.
    let (edited, needs): (any Any.Type, String) =
      if kind.edits == .text {
        (String.self, "text: name a converter")
      } else if kind.edits == .flag {
        (Bool.self, "true or false")
      } else {
        (String.self, "text")
      }
    if key.valueType != edited {
      return report(
        "'\(reference)' is \(key.valueType), but a \(view.kind.value) edits \(needs)",
        at: reference.location)
    }
    if !model.isWritable(key.name, as: key.valueType) {
      report(readOnly(key, of: model), at: reference.parts[1].location)
    }
  }

  /// `edit: filter` (a source's whole value) or `edit: todos.all.done` (a flag of every item).
  func checkEditOfSource(_ reference: Reference, of view: ViewDefinition, kind: ViewKindSchema) {
    guard let shape = shapes[reference.parts[0].value] else { return }
    let edits = kind.edits == .flag ? "true or false" : "text"
    if let converter = view.property("converter") {
      return report(
        "'edit: \(reference)' takes no converter: a converter turns text into a key's type",
        at: converter.key.location)
    }
    guard reference.parts.count > 1 else {
      let edited: any Any.Type = kind.edits == .flag ? Bool.self : String.self
      if shape.type != edited {
        report(
          "source '\(reference)' holds \(shape), but a \(view.kind.value) edits \(edits)",
          at: reference.location)
      }
      return
    }
    guard let chain = resolve(reference) else { return }
    guard let aggregate = chain.aggregate, chain.last == nil else {
      // A key of an aggregate cannot follow: the chain would have failed.
      return
    }
    switch aggregate.kind {
    case .count, .isEmpty:
      report(
        "'\(reference)' is computed from the list, so 'edit:' cannot write it; 'edit:' takes a key, or 'all' and a Bool key to set on every item",
        at: aggregate.location)
    case .any:
      report(
        "'any' cannot be edited: which items would change? 'edit:' sets a flag of every item with 'all', like '\(reference.parts[0].value).all.\(aggregate.key?.name ?? "done")'",
        at: aggregate.location)
    case .all:
      guard kind.edits == .flag else {
        return report(
          "'\(reference)' is true or false, but a \(view.kind.value) edits \(edits)",
          at: reference.location)
      }
      if let key = aggregate.key, let model = aggregate.model,
        !model.isWritable(key.name, as: Bool.self)
      {
        report(readOnly(key, of: model), at: reference.parts[2].location)
      }
    }
  }

  /// `options: names` (a source of texts) or `options: projects.name` (a text key of a list).
  func checkOptions(_ text: Located<String>) {
    let (parsed, problems) = Reference.parse(text)
    diagnostics += problems
    guard let reference = parsed, let shape = shapes[reference.parts[0].value] else { return }
    let expected =
      "'options' takes a source of texts ([String]) or a text key of a list, like 'projects.name'"
    switch reference.parts.count {
    case 1:
      if shape.type != [String].self {
        report("\(expected), but source '\(reference)' holds \(shape)", at: reference.location)
      }
    case 2:
      guard shape.form == .list, let model = shape.model else {
        return report(
          "\(expected), but source '\(reference.parts[0].value)' holds \(shape)",
          at: reference.location)
      }
      _ = key(reference.parts[1], of: model, expected: "'options' needs text", fits: isText)
    default:
      report("\(expected), not '\(reference)'", at: reference.location)
    }
  }

  /// `hidden: true`, or a Bool reference the view follows: `hidden: completed.isEmpty`.
  func checkHidden(_ entry: SceneNode.Entry, cellOf item: (any ModelType)?) {
    guard let text = scalar(entry), Bool(text.value) == nil else { return }
    let expected = "'hidden' takes true, false or a reference to true or false, like 'list.isEmpty'"
    let first = String(text.value.prefix { $0 != "." })
    guard item == nil else {
      return report(
        "in a table's cell, 'hidden' takes true or false, not '\(text.value)'", at: text.location)
    }
    guard scene.sources.contains(where: { $0.id.value == first }) || viewKinds[first] != nil
    else {
      return report("\(expected), not '\(text.value)'", at: text.location)
    }
    let (parsed, problems) = Reference.parse(text)
    diagnostics += problems
    guard let reference = parsed, let type = check(reference) else { return }
    if type != Bool.self {
      report("\(expected), but '\(reference)' is \(type)", at: reference.location)
    }
  }

  func readOnly(_ key: ModelKey, of model: any ModelType) -> String {
    "key '\(key.name)' of \(model.name) is read-only, but 'edit:' writes it"
  }

  func checkConverter(_ entry: SceneNode.Entry, of view: ViewDefinition) {
    guard let name = scalar(entry) else { return }
    if types.converters[name.value] == nil {
      unknown("converter", name, among: types.converters.keys)
    }
    if view.property("edit") == nil {
      report("'converter:' needs 'edit:' on the same view", at: entry.key.location)
    }
  }

  /// `status:` names actions, whose failures and success messages it shows, and sources,
  /// whose failed saves it shows.
  func checkStatus(_ node: SceneNode) {
    let nodes: [SceneNode] = if case .sequence(let nodes) = node.content { nodes } else { [node] }
    let actionNames =
      scene.actions.compactMap(\.id?.value) + ActionDefinition.standardKinds.keys
    let sourceNames = scene.sources.map(\.id.value)
    for node in nodes {
      if case .scalar(let name) = node.content, !actionNames.contains(name) {
        if !sourceNames.contains(name) {
          unknown(
            "action or source", Located(name, at: node.location),
            among: actionNames + sourceNames)
        }
        continue
      }
      checkAction(node, item: nil)
    }
  }

  func checkState(_ view: ViewDefinition) {
    checkProperties(view, allowed: SceneSchema.layoutKinds["state"] ?? [])
    if let of = view.property("of") {
      if let id = scalar(of), !scene.sources.contains(where: { $0.id.value == id.value }) {
        unknown("source", id, among: scene.sources.map(\.id.value))
      }
    } else {
      report("a state needs 'of:', the source whose state it shows", at: view.kind.location)
    }
    for name in ["loading", "empty"] {
      if let entry = view.property(name) { checkValue(entry, .text, cellOf: nil) }
    }
    if let failed = view.property("failed") {
      if case .mapping(let entries) = failed.value.content {
        for entry in entries {
          if entry.key.value == "retry" {
            checkAction(entry.value, item: nil)
          } else {
            unknown("property", entry.key, among: ["retry"], of: "'failed'")
          }
        }
      } else {
        report(
          "'failed' takes a mapping, like '{ retry: { refresh: people } }'",
          at: failed.value.location)
      }
    }
    if let content = view.property("content") { checkChild(content) }
  }

  func checkChild(_ entry: SceneNode.Entry, cellOf item: (any ModelType)? = nil) {
    let (child, problems) = ViewDefinition.parse(entry.value)
    diagnostics += problems
    if let child { check(child, cellOf: item) }
  }

  func checkList(_ view: ViewDefinition) {
    checkProperties(view, allowed: SceneSchema.layoutKinds[view.kind.value] ?? [])
    var item: (any ModelType)?
    if let entry = view.property("source"), let id = scalar(entry) {
      if let shape = shapes[id.value] {
        if let model = shape.model, shape.form == .list || shape.form == .sections {
          item = model
          if !model.isIdentifiable {
            report(
              "a \(view.kind.value) shows items with an identity, but \(model.name) is not Identifiable",
              at: id.location)
          }
        } else {
          report(
            "a \(view.kind.value) needs a list, but source '\(id.value)' holds \(shape)",
            at: id.location)
        }
      } else if !scene.sources.contains(where: { $0.id.value == id.value }) {
        unknown("source", id, among: scene.sources.map(\.id.value))
      }
    } else {
      report("a \(view.kind.value) needs 'source:', the list it shows", at: view.kind.location)
    }
    if let entry = view.property("sections"), let key = scalar(entry), let item {
      if shapes[view.property("source").flatMap(scalar)?.value ?? ""]?.form == .sections {
        report("the source is already in sections", at: key.location)
      } else {
        _ = self.key(key, of: item, expected: "") { _ in true }
      }
    }
    if let cell = view.property("cell") {
      if let item { checkChild(cell, cellOf: item) }
    } else {
      report("a \(view.kind.value) needs 'cell:', the view of each item", at: view.kind.location)
    }
    for name in ["header", "footer"] {
      if let entry = view.property(name) { checkChild(entry) }
    }
    for name in ["select", "secondary"] {
      if let entry = view.property(name) { checkAction(entry.value, item: item, inList: true) }
    }
    if let cell = view.property("cell"), let item, let entry = view.property("source"),
      let id = scalar(entry), let prototype = ViewDefinition.parse(cell.value).0,
      prototype.writesRows
    {
      let root = scene.rootSourceID(of: id.value)
      if let shape = shapes[root], shape.form != .list || shape.model?.type != item.type {
        report(
          "the cell's 'edit:' writes each row's \(item.name) into source '\(root)' by its identity, but '\(root)' holds \(shape), not a list of \(item.name)",
          at: id.location)
      }
    }
  }
}
