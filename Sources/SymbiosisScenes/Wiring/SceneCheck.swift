import Foundation
import Symbiosis

/// The check of one scene file: what its names stand for, and every problem found.
@MainActor
final class SceneCheck {
  private let scene: SceneDefinition
  private let scenes: [String: SceneDefinition]
  private let types: SceneTypes
  private let platform: any ScenePlatform
  private var diagnostics: [SceneDiagnostic] = []
  /// The shape of each source's value, by id; absent for a source with a problem.
  private var shapes: [String: ValueShape] = [:]
  /// The kind of each view with an id.
  private var viewKinds: [String: Located<String>] = [:]
  /// The ids of views with a converted `edit:`, whose `error` references read.
  private var convertedViews: Set<String> = []
  private var samples: [String: any PlatformView] = [:]
  /// Names the file gives things whose definitions could not be read: not reported again as
  /// unknown where they are used.
  private let unreadable: Set<String>

  /// Kinds the builder makes itself, whatever the platform.
  static let constructs: Set<String> = ["row", "column", "stack", "state", "table", "grid"]
  /// Properties every view takes.
  static let common: Set<String> = ["style", "hidden"]

  init(
    scene: SceneDefinition, scenes: [String: SceneDefinition], types: SceneTypes,
    platform: any ScenePlatform, unreadable: Set<String> = []
  ) {
    self.unreadable = unreadable
    self.scene = scene
    self.scenes = scenes
    self.types = types
    self.platform = platform
  }

  func run() -> [SceneDiagnostic] {
    checkDuplicates(scene.sources.map(\.id), what: "source id")
    checkDuplicates(scene.actions.compactMap(\.id), what: "action id")
    checkDuplicates(scene.segues.map(\.name), what: "segue")
    checkDuplicates(scene.styles.map(\.name), what: "style")
    var ids: [Located<String>] = []
    for view in scene.views { collectIDs(view, into: &ids) }
    checkDuplicates(ids, what: "view id")
    checkSources()
    for style in scene.styles { check(style) }
    for view in scene.views { check(view) }
    for action in scene.actions { check(action, item: nil) }
    for binding in scene.bindings { check(binding) }
    for segue in scene.segues { check(segue) }
    if let title = scene.title { check(title) }
    return diagnostics
  }

  private func report(_ message: String, at location: SourceLocation, suggestion: String? = nil) {
    diagnostics.append(SceneDiagnostic(message, at: location, suggestion: suggestion))
  }

  private func unknown(
    _ what: String, _ name: Located<String>, among names: some Sequence<String>,
    of owner: String = ""
  ) {
    guard !unreadable.contains(name.value) else { return }
    report(
      "unknown \(what) '\(name.value)'\(owner.isEmpty ? "" : " of \(owner)")",
      at: name.location,
      suggestion: NameSuggestion.closest(to: name.value, in: names.sorted()))
  }

  private func checkDuplicates(_ names: [Located<String>], what: String) {
    var first: [String: SourceLocation] = [:]
    for name in names {
      if let location = first[name.value] {
        report(
          "duplicate \(what) '\(name.value)'; first at \(location.line):\(location.column)",
          at: name.location)
      } else {
        first[name.value] = name.location
      }
    }
  }

  // MARK: Sources

  private func checkSources() {
    let byID = Dictionary(scene.sources.map { ($0.id.value, $0) }, uniquingKeysWith: { a, _ in a })
    var visiting: Set<String> = []
    var done: Set<String> = []
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
      shapes[id.value] = check(definition) { upstream in shape(upstream, from: definition) }
      return shapes[id.value]
    }
    for source in scene.sources where !done.contains(source.id.value) {
      _ = shape(source.id, from: nil)
    }
  }

  /// The shape of `source`'s value, or nil after reporting its problems; `upstream` gives
  /// the shape of the source a derived one is computed from.
  private func check(
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
        if case .failure(let problem) = registered.constant(preview, isList: model.isList) {
          diagnostics.append(problem)
        }
      }
      return shape(of: registered, isList: model.isList)
    case .constant(let model, let value):
      guard let registered = self.model(model.name) else { return nil }
      if case .failure(let problem) = registered.constant(value, isList: model.isList) {
        diagnostics.append(problem)
      }
      return shape(of: registered, isList: model.isList)
    case .search(let id, _, let key):
      guard let model = list(upstream(id), id, for: "search") else { return nil }
      _ = self.key(key, of: model, expected: "'in:' needs text", fits: isText)
      return shape(of: model, isList: true)
    case .filter(let id, let key):
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
    }
  }

  private func isText(_ type: any Any.Type) -> Bool { type == String.self || type == String?.self }

  private func shape(of model: any ModelType, isList: Bool) -> ValueShape {
    isList
      ? ValueShape(type: model.listType, model: model, form: .list)
      : ValueShape(type: model.type, model: model, form: .item)
  }

  private func model(_ name: Located<String>) -> (any ModelType)? {
    guard let model = types.models[name.value] else {
      unknown("model type", name, among: types.models.keys)
      return nil
    }
    return model
  }

  /// The model of `shape` when it is a list of one; otherwise reports that `what` needs one.
  private func list(_ shape: ValueShape?, _ id: Located<String>, for what: String)
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
  private func key(
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

  // MARK: Styles

  private func check(_ style: StyleDefinition) {
    diagnostics += platform.check(style)
    if let base = style.base { checkStyleName(base) }
  }

  private func checkStyleName(_ name: Located<String>) {
    let names = platform.themeStyles.union(scene.styles.map(\.name.value))
    if !names.contains(name.value) { unknown("style", name, among: names) }
  }

  // MARK: Views

  private func collectIDs(_ view: ViewDefinition, into ids: inout [Located<String>]) {
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

  /// The view kind `name`: the app's or the platform's.
  private func kind(_ name: String) -> ViewKind? { types.views[name] ?? platform.viewKinds[name] }

  /// A view of `kind`, made once, for checks that need one (an outlet's type, a control).
  private func sample(_ kind: ViewKind) -> any PlatformView {
    if let made = samples[kind.name] { return made }
    let made = kind.make()
    samples[kind.name] = made
    return made
  }

  private func check(_ view: ViewDefinition, cellOf item: (any ModelType)? = nil) {
    let name = view.kind.value
    if let property = view.property("style"), let style = scalar(property) {
      checkStyleName(style)
    }
    if let property = view.property("hidden") { checkBoolean(property) }
    if ViewMaker.stackAxis(name) != nil {
      checkProperties(view, allowed: ["spacing"])
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
    guard let kind = kind(name) else {
      let names = Set(types.views.keys).union(platform.viewKinds.keys).union(Self.constructs)
      return unknown("view kind", view.kind, among: names)
    }
    var allowed = Set(kind.properties.keys)
    let takesText = ViewMaker(types: types, platform: platform, styles: []).textProperty(of: kind)
    if item == nil {
      if kind.textInput != nil || kind.flagInput != nil {
        allowed.formUnion(["edit", "converter"])
      }
      if sample(kind) is any ActionControl { allowed.insert("action") }
      if takesText != nil { allowed.insert("status") }
    }
    checkProperties(view, allowed: allowed, main: kind.mainProperty)
    for entry in view.properties
    where entry.key.value == name || allowed.union(Self.common).contains(entry.key.value) {
      let property = entry.key.value == name ? kind.mainProperty : entry.key.value
      switch property {
      case "edit": checkEdit(entry, of: view, kind: kind)
      case "converter": checkConverter(entry, of: view)
      case "action": checkAction(entry.value, item: nil)
      case "status": checkStatus(entry.value)
      case .some(let property):
        if let declared = kind.properties[property] {
          checkValue(entry, declared.kind, cellOf: item)
        }
      case nil: report("a \(name) has no main property", at: entry.key.location)
      }
    }
  }

  private func checkProperties(
    _ view: ViewDefinition, allowed: Set<String>, main: String? = nil
  ) {
    let allowed = allowed.union(Self.common)
    for entry in view.properties where entry.key.value != view.kind.value {
      guard !allowed.contains(entry.key.value) else { continue }
      report(
        "unknown property '\(entry.key.value)' of '\(view.kind.value)'", at: entry.key.location,
        suggestion: NameSuggestion.closest(to: entry.key.value, in: allowed.sorted()))
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

  private func scalar(_ entry: SceneNode.Entry) -> Located<String>? {
    guard case .scalar(let text) = entry.value.content else {
      report("'\(entry.key.value)' takes a single value", at: entry.value.location)
      return nil
    }
    return Located(text, at: entry.value.location)
  }

  private func checkInteger(_ entry: SceneNode.Entry, in range: ClosedRange<Int>) {
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

  private func checkBoolean(_ entry: SceneNode.Entry) {
    guard let text = scalar(entry) else { return }
    if Bool(text.value) == nil {
      report("'\(entry.key.value)' takes true or false, not '\(text.value)'", at: text.location)
    }
  }

  private func checkValue(
    _ entry: SceneNode.Entry, _ kind: ViewProperty.Kind, cellOf item: (any ModelType)?
  ) {
    switch kind {
    case .text:
      let (template, problems) = TextTemplate.parse(entry.value)
      diagnostics += problems
      if let template { check(template, cellOf: item) }
    case .integer(let range): checkInteger(entry, in: range)
    case .boolean: checkBoolean(entry)
    case .choice(let names):
      guard let text = scalar(entry), !names.contains(text.value) else { return }
      report(
        "'\(entry.key.value)' takes one of \(names.map { "'\($0)'" }.joined(separator: ", ")), not '\(text.value)'",
        at: text.location, suggestion: NameSuggestion.closest(to: text.value, in: names))
    }
  }

  private func checkEdit(_ entry: SceneNode.Entry, of view: ViewDefinition, kind: ViewKind) {
    guard let text = scalar(entry) else { return }
    let (parsed, problems) = Reference.parse(text)
    diagnostics += problems
    guard let reference = parsed else { return }
    guard reference.parts.count == 2, shapes[reference.parts[0].value] != nil else {
      if reference.parts.count != 2
        || scene.sources.contains(where: {
          $0.id.value == reference.parts[0].value
        }) == false
      {
        report(
          "'edit:' needs a source and one of its keys, like 'person.age', not '\(reference)'",
          at: reference.location)
      }
      return
    }
    guard let chain = resolve(reference), let (model, key) = chain.last else { return }
    if let converterEntry = view.property("converter"),
      case .scalar(let name) =
        converterEntry.value.content
    {
      guard let converter = types.converters[name] else { return }
      guard kind.textInput != nil else {
        return report(
          "a \(view.kind.value) edits no text, so it takes no converter",
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
    let edited: any Any.Type = kind.textInput != nil ? String.self : Bool.self
    if key.valueType != edited {
      let needs = edited == String.self ? "text: name a converter" : "true or false"
      return report(
        "'\(reference)' is \(key.valueType), but a \(view.kind.value) edits \(needs)",
        at: reference.location)
    }
    if !model.isWritable(key.name, as: key.valueType) {
      report(readOnly(key, of: model), at: reference.parts[1].location)
    }
  }

  private func readOnly(_ key: ModelKey, of model: any ModelType) -> String {
    "key '\(key.name)' of \(model.name) is read-only, but 'edit:' writes it"
  }

  private func checkConverter(_ entry: SceneNode.Entry, of view: ViewDefinition) {
    guard let name = scalar(entry) else { return }
    if types.converters[name.value] == nil {
      unknown("converter", name, among: types.converters.keys)
    }
    if view.property("edit") == nil {
      report("'converter:' needs 'edit:' on the same view", at: entry.key.location)
    }
  }

  private func checkStatus(_ node: SceneNode) {
    let nodes: [SceneNode] = if case .sequence(let nodes) = node.content { nodes } else { [node] }
    for node in nodes { checkAction(node, item: nil) }
  }

  private func checkState(_ view: ViewDefinition) {
    checkProperties(view, allowed: ["of", "loading", "empty", "failed", "content"])
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

  private func checkChild(_ entry: SceneNode.Entry, cellOf item: (any ModelType)? = nil) {
    let (child, problems) = ViewDefinition.parse(entry.value)
    diagnostics += problems
    if let child { check(child, cellOf: item) }
  }

  private func checkList(_ view: ViewDefinition) {
    checkProperties(view, allowed: ["source", "sections", "cell", "header", "footer", "select"])
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
    if let select = view.property("select") { checkAction(select.value, item: item) }
  }

  // MARK: Actions

  /// Checks an action used where it is given items of `item` (a table's selection), or none.
  private func checkAction(_ node: SceneNode, item: (any ModelType)?) {
    if case .scalar(let name) = node.content {
      if let named = scene.actions.first(where: { $0.id?.value == name }) {
        return checkUse(of: named, item: item, at: node.location)
      }
      let standard = ["goBack", "dismiss", "focusNext"]
      if !standard.contains(name) {
        return unknown(
          "action", Located(name, at: node.location),
          among: scene.actions.compactMap(\.id?.value) + standard)
      }
    }
    let (parsed, problems) = ActionDefinition.parse(node, id: nil)
    diagnostics += problems
    if let parsed {
      check(parsed, item: item)
      checkUse(of: parsed, item: item, at: node.location)
    }
  }

  /// Checks that an action fits where it is used: one that needs an item is given one of its
  /// type.
  private func checkUse(
    of action: ActionDefinition, item: (any ModelType)?, at location: SourceLocation
  ) {
    let needs: String?
    switch action.kind {
    case .segue(let name, let from):
      guard let item else {
        return report(
          "segue '\(name.value)' needs an item to pass: use it as a table's 'select:'",
          at: location)
      }
      // With `from:`, ``check(_:item:)`` checks the list's element instead.
      if from == nil { checkSegueInput(name, passes: item, at: location) }
      return
    case .custom(let type, nil):
      guard let registered = types.actions[type.value], registered.inputType != Void.self else {
        return
      }
      guard let item else {
        return report(
          "action '\(type.value)' takes \(registered.inputType): give it 'with:'", at: location)
      }
      needs = item.type == registered.inputType ? nil : "\(registered.inputType)"
    default: return
    }
    if let needs, let item {
      report("the action takes \(needs), but is given \(item.name)", at: location)
    }
  }

  /// Checks a named action, or one written inline, on its own.
  private func check(_ action: ActionDefinition, item: (any ModelType)?) {
    switch action.kind {
    case .goBack, .dismiss, .focusNext: break
    case .refresh(let id):
      if !scene.sources.contains(where: { $0.id.value == id.value }) {
        unknown("source", id, among: scene.sources.map(\.id.value))
      }
    case .copy(let reference):
      if let type = check(reference), type != String.self, type != String?.self {
        report("'copy' needs text, but '\(reference)' is \(type)", at: reference.location)
      }
    case .openURL(let reference):
      if let type = check(reference), type != URL.self, type != URL?.self {
        report("'openURL' needs a URL, but '\(reference)' is \(type)", at: reference.location)
      }
    case .custom(let type, let input):
      guard let registered = types.actions[type.value] else {
        return unknown("action type", type, among: types.actions.keys)
      }
      guard let input else { return }
      if registered.inputType == Void.self {
        report("action '\(type.value)' takes no input", at: input.location)
      } else if let given = check(input), given != registered.inputType {
        report(
          "action '\(type.value)' takes \(registered.inputType), but '\(input)' is \(given)",
          at: input.location)
      }
    case .segue(let name, let from):
      guard segue(named: name) != nil else { return }
      guard let from else { return }
      guard let shape = shapes[from.value] else {
        if !scene.sources.contains(where: { $0.id.value == from.value }) {
          unknown("source", from, among: scene.sources.map(\.id.value))
        }
        return
      }
      guard let model = list(shape, from, for: "from"), model.isIdentifiable else {
        if let model = shape.model, shape.form == .list {
          report(
            "'from:' passes items by identity, but \(model.name) is not Identifiable",
            at: from.location)
        }
        return
      }
      if let item, item.type != model.type {
        report(
          "the table's items are \(item.name), but 'from:' source '\(from.value)' holds [\(model.name)]",
          at: from.location)
      }
      checkSegueInput(name, passes: model, at: from.location)
    }
  }

  private func segue(named name: Located<String>) -> SegueDefinition? {
    guard let segue = scene.segues.first(where: { $0.name.value == name.value }) else {
      unknown("segue", name, among: scene.segues.map(\.name.value))
      return nil
    }
    return segue
  }

  /// Checks that the segue `name` can pass a `model` into its destination.
  private func checkSegueInput(
    _ name: Located<String>, passes model: any ModelType, at location: SourceLocation
  ) {
    guard let segue = scene.segues.first(where: { $0.name.value == name.value }) else {
      return unknown("segue", name, among: scene.segues.map(\.name.value))
    }
    guard let destination = scenes[segue.scene.value] else { return }
    let settable = destination.sources.compactMap { source -> (String, TypeName)? in
      if case .settable(let type, _) = source.kind { (source.id.value, type) } else { nil }
    }
    let fits = settable.filter { !$0.1.isList && $0.1.name.value == model.name }
    if let into = segue.into {
      guard let target = settable.first(where: { $0.0 == into.value }) else { return }
      if target.1.isList || target.1.name.value != model.name {
        report(
          "segue '\(name.value)' passes \(model.name) into '\(into.value)' of scene '\(destination.name.value)', which holds \(target.1)",
          at: location)
      }
    } else if fits.isEmpty {
      report(
        "segue '\(name.value)' passes \(model.name), but scene '\(destination.name.value)' has no settable source of \(model.name)",
        at: location)
    } else if fits.count > 1 {
      report(
        "segue '\(name.value)' passes \(model.name), which sources \(fits.map { "'\($0.0)'" }.joined(separator: ", ")) of scene '\(destination.name.value)' all take: name one with 'into:'",
        at: segue.name.location)
    }
  }

  // MARK: Bindings

  private func check(_ binding: BindingDefinition) {
    guard let type = types.bindings[binding.type.value] else {
      unknown("binding type", binding.type, among: types.bindings.keys)
      return
    }
    if let shape = shapes[binding.source.value] {
      if shape.type != type.valueType {
        report(
          "\(type.kindName) '\(type.name)' shows \(types.shape(of: type.valueType)), but source '\(binding.source.value)' holds \(shape)",
          at: binding.source.location)
      }
    } else if !scene.sources.contains(where: { $0.id.value == binding.source.value }) {
      unknown("source", binding.source, among: scene.sources.map(\.id.value))
    }
    let outlets = type.outlets()
    var connected: Set<String> = []
    for (outlet, view) in binding.outlets {
      guard let declared = outlets.first(where: { $0.name == outlet.value }) else {
        unknown("outlet", outlet, among: outlets.map(\.name), of: "'\(type.name)'")
        continue
      }
      guard let kind = viewKinds[view.value] else {
        unknown("view", view, among: viewKinds.keys)
        continue
      }
      connected.insert(outlet.value)
      checkOutlet(declared, of: type, view: view, kind: kind, location: view.location)
    }
    for outlet in outlets where !connected.contains(outlet.name) {
      if let kind = viewKinds[outlet.name] {
        checkOutlet(
          outlet, of: type, view: Located(outlet.name, at: binding.type.location), kind: kind,
          location: binding.type.location)
      } else if outlet.isRequired {
        report(
          "\(type.kindName) '\(type.name)' needs a view for outlet '\(outlet.name)' (\(outlet.expectedType)): name one in 'outlets:' or give a view the id '\(outlet.name)'",
          at: binding.type.location)
      }
    }
  }

  private func checkOutlet(
    _ outlet: BindingOutlet, of type: BindingType, view: Located<String>, kind: Located<String>,
    location: SourceLocation
  ) {
    guard let viewKind = self.kind(kind.value), !outlet.accepts(sample(viewKind)) else { return }
    report(
      "outlet '\(outlet.name)' of '\(type.name)' takes \(outlet.expectedType), but view '\(view.value)' is a \(kind.value)",
      at: location)
  }

  // MARK: Segues

  private func check(_ segue: SegueDefinition) {
    if let presentation = segue.presentation, !["push", "modal"].contains(presentation.value) {
      report(
        "'present' takes 'push' or 'modal', not '\(presentation.value)'",
        at: presentation.location,
        suggestion: NameSuggestion.closest(to: presentation.value, in: ["push", "modal"]))
    }
    guard let destination = scenes[segue.scene.value] else {
      return unknown("scene", segue.scene, among: scenes.keys)
    }
    guard let into = segue.into else { return }
    guard let source = destination.sources.first(where: { $0.id.value == into.value }) else {
      unknown(
        "source", into, among: destination.sources.map(\.id.value),
        of: "scene '\(destination.name.value)'")
      return
    }
    if case .settable = source.kind { return }
    report(
      "source '\(into.value)' of scene '\(destination.name.value)' is not settable, so a segue cannot fill it",
      at: into.location)
  }

  // MARK: References

  private func check(_ template: TextTemplate, cellOf item: (any ModelType)? = nil) {
    for reference in template.references {
      if let item {
        if case .failure(let problem) = KeyChain.resolve(
          reference.parts, from: item.type, in: types)
        {
          diagnostics.append(problem)
        }
      } else {
        _ = check(reference)
      }
    }
  }

  /// The type of the value `reference` holds, or nil after reporting its problems.
  @discardableResult
  private func check(_ reference: Reference) -> (any Any.Type)? {
    let first = reference.parts[0]
    if scene.sources.contains(where: { $0.id.value == first.value }) {
      return resolve(reference)?.valueType
    }
    if let kind = viewKinds[first.value] {
      var readable: [String] = []
      if self.kind(kind.value)?.textInput != nil { readable.append("text") }
      if convertedViews.contains(first.value) { readable.append("error") }
      guard reference.parts.count == 2, readable.contains(reference.parts[1].value) else {
        let part = reference.parts.count > 1 ? reference.parts[1] : first
        let has =
          readable.isEmpty ? "nothing" : readable.map { "'\($0)'" }.joined(separator: " and ")
        report(
          "unknown value '\(part.value)' of view '\(first.value)', a \(kind.value) with \(has) to read",
          at: part.location, suggestion: NameSuggestion.closest(to: part.value, in: readable))
        return nil
      }
      return String.self
    }
    unknown("source or view", first, among: scene.sources.map(\.id.value) + viewKinds.keys)
    return nil
  }

  private func resolve(_ reference: Reference) -> KeyChain? {
    guard let shape = shapes[reference.parts[0].value] else { return nil }
    switch KeyChain.resolve(reference.parts.dropFirst(), from: shape.type, in: types) {
    case .success(let chain): return chain
    case .failure(let problem):
      diagnostics.append(problem)
      return nil
    }
  }
}
