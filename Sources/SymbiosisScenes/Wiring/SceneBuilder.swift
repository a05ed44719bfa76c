import Foundation
import Symbiosis

/// Builds a file scene's content once: its views through the platform, their templates, edits
/// and actions, the state views and tables, the bindings, and the title.
///
/// It trusts a checked definition: what the checker reports is skipped here rather than
/// reported twice.
@MainActor
final class SceneBuilder {
  private let definition: SceneDefinition
  private let views: ViewMaker
  private let sources: [String: any SceneSource]
  private let segue: (SegueDefinition) -> Segue
  private let fallbackLifetime: Lifetime
  private var viewsByID: [String: any PlatformView] = [:]
  /// The texts references read from views (`search.text`), by view id and property.
  private var viewTexts: [String: [String: Property<String>]] = [:]
  /// Stand-ins for view texts read before their view is built, connected at the end.
  private var relays: [(id: String, property: String, relay: MutableProperty<String>)] = []
  private var actions: [String: SceneAction] = [:]
  private lazy var collections = CollectionActionMaker(
    scene: definition, sources: sources, views: views,
    reference: { [unowned self] in self.reference($0) },
    viewText: { [unowned self] in self.viewTexts[$0]?["text"] })
  /// What ends with this content: cancelled when the scene builds its content again.
  private(set) var subscriptions: [Subscription] = []
  /// The properties bindings of this content write into that no view holds (a converter's
  /// error, a relay), kept by the scene as long as the content.
  private(set) var retained: [AnyObject] = []

  /// A builder for `definition` with `sources`, making segues with `segue`; bindings into
  /// views without a lifetime of their own end with `lifetime`.
  init(
    definition: SceneDefinition, types: SceneTypes, platform: any ScenePlatform,
    sources: [String: any SceneSource], lifetime: Lifetime,
    segue: @escaping (SegueDefinition) -> Segue
  ) {
    self.definition = definition
    views = ViewMaker(types: types, platform: platform, styles: definition.styles)
    self.sources = sources
    self.segue = segue
    fallbackLifetime = lifetime
  }

  /// The scene's view: its views top to bottom, wired.
  ///
  /// - Parameter terms: the relays of search sources, by source id, each given the text its
  ///   `for:` reference holds.
  /// - Parameter title: the scene's title, following the file's title template.
  func build(terms: [String: MutableProperty<String>], title: MutableProperty<String>) throws
    -> any PlatformView
  {
    var made: [any PlatformView] = []
    for child in definition.views {
      if let view = try view(child) { made.append(view) }
    }
    for source in definition.sources {
      let term: Reference
      switch source.kind {
      case .search(_, let reference, _), .switching(let reference, _): term = reference
      default: continue
      }
      guard let relay = terms[source.id.value], let value = reference(term) else { continue }
      subscriptions.append(relay.bindingTarget.bindOutsideScope(value.text.values))
    }
    if let template = definition.title {
      subscriptions.append(title.bindingTarget.bindOutsideScope(text(template)))
    }
    for (id, property, relay) in relays {
      if let text = viewTexts[id]?[property] {
        subscriptions.append(relay.bindingTarget.bindOutsideScope(text.values))
      }
    }
    collections.finish()
    for binding in definition.bindings { try connect(binding) }
    return views.platform.stack(.vertical, spacing: definition.spacing, views: made)
  }

  // MARK: Views

  private func view(_ definition: ViewDefinition) throws -> (any PlatformView)? {
    let made: (any PlatformView)?
    if let axis = ViewMaker.stackAxis(definition.kind.value) {
      var children: [any PlatformView] = []
      for child in definition.children {
        if let view = try view(child) { children.append(view) }
      }
      made = views.platform.stack(axis, spacing: views.spacing(of: definition), views: children)
    } else {
      switch definition.kind.value {
      case "state": made = try state(definition)
      case "table", "grid": made = try list(definition)
      default: made = try kindView(definition)
      }
    }
    guard let made else { return nil }
    views.applyCommon(definition, to: made)
    hide(made, following: definition)
    if let id = definition.id?.value {
      viewsByID[id] = made
      views.platform.identify(made, as: id)
    }
    return made
  }

  private func kindView(_ definition: ViewDefinition) throws -> (any PlatformView)? {
    guard let kind = views.kind(definition.kind.value) else { return nil }
    let view = kind.make()
    let id = definition.id?.value
    if let id, let input = kind.textInput { viewTexts[id, default: [:]]["text"] = input(view) }
    for entry in definition.properties {
      switch entry.key.value {
      case "style", "hidden", "converter", "on", "ifEmpty": continue
      case "edit": edit(view, kind: kind, definition: definition, node: entry.value)
      case "action":
        _ = action(entry.value, item: nil)?.bind(to: view, enabling: kind.textInput == nil)
      case "status":
        if let property = views.textProperty(of: kind) {
          status(entry.value, into: property, of: view)
        }
      default:
        guard let name = views.propertyName(entry, of: definition, kind: kind),
          let property = kind.properties[name]
        else { continue }
        if property.kind == .texts, entry.value.scalarText != nil {
          options(entry.value, into: property, of: view)
          continue
        }
        guard !views.setConstant(property, entry.value, on: view),
          let template = TextTemplate.parse(entry.value).0
        else { continue }
        bind(text(template), to: property, of: view)
      }
    }
    return view
  }

  /// What `view`'s bindings end with: its own lifetime, or the content's.
  private func lifetime(of view: any PlatformView) -> Lifetime {
    (view as? any LifetimeProviding)?.lifetime ?? fallbackLifetime
  }

  private func bind(_ text: Signal<String>, to property: ViewProperty, of view: any PlatformView) {
    let lifetime = (view as? any LifetimeProviding)?.lifetime ?? fallbackLifetime
    let target = BindingTarget(
      lifetime: lifetime,
      onMainActor: { [weak view] (text: String) in
        if let view { property.set(view, .text(text)) }
      })
    subscriptions.append(target.bindOutsideScope(text))
  }

  /// `edit: source.key` (with `converter:`, `on:` and `ifEmpty:`): the view's text, flag or
  /// chosen option and the key, both ways, a text written when `on:` says; `edit: source`, the
  /// source's whole value; `edit: list.all.flag`, the flag of every item.
  private func edit(
    _ view: any PlatformView, kind: ViewKind, definition: ViewDefinition, node: SceneNode
  ) {
    guard case .scalar(let written) = node.content,
      let reference = Reference.parse(Located(written, at: node.location)).0,
      let source = sources[reference.parts[0].value]
    else { return }
    if reference.parts.count == 1 {
      return editWhole(source, by: view, kind: kind, definition: definition)
    }
    guard
      case .success(let chain) = KeyChain.resolve(
        reference.parts.dropFirst(), from: source.valueType, in: views.types)
    else { return }
    if let aggregate = chain.aggregate, aggregate.kind == .all, let key = aggregate.key,
      let model = aggregate.model, let input = kind.flagInput,
      let value = self.reference(reference)
    {
      return editAll(
        key, of: model, following: value, in: reference.parts[0].value,
        flag: input(view), of: view)
    }
    guard let (model, key) = chain.last else { return }
    if let input = kind.textInput {
      let text = input(view)
      let events = kind.editEvents?(view)
      let mode = scalar(definition, "on").flatMap(EditCommitMode.init(rawValue:)) ?? .change
      let whenEmpty = definition.property("ifEmpty").flatMap { runner(of: $0.value) }
      if let converterName = definition.property("converter"),
        case .scalar(let name) = converterName.value.content,
        let converter = views.types.converters[name]
      {
        var converted = text
        if mode != .change, events != nil {
          // The converter reads what is committed: the view's text reaches it as `on:` says.
          converted = MutableProperty(text.value)
          EditLink.link(text, to: converted, events: events, mode: mode, whenEmpty: whenEmpty)
          retained.append(converted)
        }
        let error = converter.bind(converted, source, model, key.name, lifetime(of: view))
        retained.append(error)
        if let id = definition.id?.value { viewTexts[id, default: [:]]["error"] = error }
      } else {
        model.editable(key.name, of: source, as: String.self, during: lifetime(of: view)) {
          EditLink.link(text, to: $0, events: events, mode: mode, whenEmpty: whenEmpty)
        }
      }
    } else if let input = kind.flagInput {
      let flag = input(view)
      model.editable(key.name, of: source, as: Bool.self, during: lifetime(of: view)) {
        flag <~> $0
      }
    } else if let input = kind.selectionInput {
      let selection = input(view)
      model.editable(key.name, of: source, as: String.self, during: lifetime(of: view)) {
        selection <~> $0
      }
    }
  }

  /// `edit: filter`: the source's whole value and the view's text, flag or chosen option, both
  /// ways.
  private func editWhole(
    _ source: any SceneSource, by view: any PlatformView, kind: ViewKind,
    definition: ViewDefinition
  ) {
    if let input = kind.textInput {
      let text = input(view)
      let events = kind.editEvents?(view)
      let mode = scalar(definition, "on").flatMap(EditCommitMode.init(rawValue:)) ?? .change
      let whenEmpty = definition.property("ifEmpty").flatMap { runner(of: $0.value) }
      source.editable(as: String.self, during: lifetime(of: view)) {
        EditLink.link(text, to: $0, events: events, mode: mode, whenEmpty: whenEmpty)
      }
    } else if let input = kind.flagInput {
      let flag = input(view)
      source.editable(as: Bool.self, during: lifetime(of: view)) { flag <~> $0 }
    } else if let input = kind.selectionInput {
      let selection = input(view)
      source.editable(as: String.self, during: lifetime(of: view)) { selection <~> $0 }
    }
  }

  /// `edit: todos.all.done`: the flag shows whether `key` is true for every item `value`
  /// (the list's aggregate) reads; turning it on or off sets `key` of every item of the list's
  /// root source, in one edit.
  private func editAll(
    _ key: ModelKey, of model: any ModelType, following value: ReferenceValue, in list: String,
    flag: MutableProperty<Bool>, of view: any PlatformView
  ) {
    guard let root = sources[definition.rootSourceID(of: list)] else { return }
    let all = value.property(Bool.self)
    retained.append(all)
    let lifetime = (view as? any LifetimeProviding)?.lifetime ?? fallbackLifetime
    subscriptions.append(flag.bindingTarget.bindOutsideScope(all.values.map { $0 ?? false }))
    let edits = BindingTarget(
      lifetime: lifetime,
      onMainActor: { [weak flag] (edited: Bool) in
        let shown = all.value ?? false
        guard edited != shown else { return }
        model.setAll(key.name, of: root, to: edited)
        // A list without items stays "not all": the flag shows what the list holds.
        if let flag, (all.value ?? false) != edited { flag.value = all.value ?? false }
      })
    subscriptions.append(edits.bindOutsideScope(flag.changes))
  }

  /// `options: projects.name` or `options: names`: a picker's options follow a list source's
  /// text key, or a source of texts.
  private func options(_ node: SceneNode, into property: ViewProperty, of view: any PlatformView) {
    guard let text = node.scalarText, let reference = Reference.parse(text).0,
      let source = sources[reference.parts[0].value]
    else { return }
    let texts: Property<[String]?>
    if reference.parts.count == 2,
      let key = views.types.shape(of: source.valueType).model?.keys[reference.parts[1].value]
    {
      texts = source.values { list in
        (list as? any Collection).map { Self.texts(of: $0, key: key) }
      }
    } else {
      texts = source.values { $0 as? [String] }
    }
    retained.append(texts)
    let lifetime = (view as? any LifetimeProviding)?.lifetime ?? fallbackLifetime
    let target = BindingTarget(
      lifetime: lifetime,
      onMainActor: { [weak view] (options: [String]) in
        if let view { property.set(view, .texts(options)) }
      })
    subscriptions.append(target.bindOutsideScope(texts.values.map { $0 ?? [] }))
  }

  private nonisolated static func texts(of items: some Collection, key: ModelKey) -> [String] {
    items.map { key.text(of: $0) }
  }

  /// `hidden: completed.isEmpty`: the view is hidden while the Bool reference holds true.
  private func hide(_ view: any PlatformView, following definition: ViewDefinition) {
    guard let entry = definition.property("hidden"), let text = entry.value.scalarText,
      Bool(text.value) == nil, let hideable = view as? any HideableView,
      let reference = Reference.parse(text).0, let value = self.reference(reference)
    else { return }
    let hidden = value.property(Bool.self)
    retained.append(hidden)
    let lifetime = (view as? any LifetimeProviding)?.lifetime ?? fallbackLifetime
    let target = BindingTarget(
      lifetime: lifetime,
      onMainActor: { [weak hideable] (isHidden: Bool) in hideable?.isHidden = isHidden })
    subscriptions.append(target.bindOutsideScope(hidden.values.map { $0 ?? false }))
  }

  /// `ifEmpty:`: runs the action `node` names or writes, each time it is called.
  private func runner(of node: SceneNode) -> (@MainActor () -> Void)? {
    guard let action = action(node, item: nil) else { return nil }
    let runs = Signal<Void>.Input()
    action.connect(on: runs.signal)
    return { runs.send(()) }
  }

  /// `status: [copy, open, todos]`: a status line for the actions and for the saves of the
  /// sources, shown through `property`; a failed save shows before what the actions say.
  private func status(_ node: SceneNode, into property: ViewProperty, of view: any PlatformView) {
    let nodes: [SceneNode] =
      if case .sequence(let nodes) = node.content { nodes } else { [node] }
    let status = ActionStatus()
    var saveFailures: [Property<String?>] = []
    for node in nodes {
      if case .scalar(let name) = node.content, let source = sources[name],
        !definition.actions.contains(where: { $0.id?.value == name })
      {
        saveFailures.append(source.saveFailure.map { $0.map(ErrorMessage.text(for:)) })
      } else {
        action(node, item: nil)?.follow(in: status)
      }
    }
    let message = saveFailures.reversed().reduce(status.message) { later, failure in
      combineLatest(failure, later).map { $0 ?? $1 }
    }
    bind(message.map { $0 ?? "" }.values, to: property, of: view)
  }

  /// `state: { of:, loading:, empty:, failed: { retry: }, content: }`: the views of a source's
  /// states, one shown at a time, through a ``StateBinding``.
  private func state(_ definition: ViewDefinition) throws -> (any PlatformView)? {
    guard let source = scalar(definition, "of").flatMap({ sources[$0] }) else { return nil }
    var outlets: [String: AnyObject] = [:]
    var shown: [any PlatformView] = []
    for outlet in ["loading", "empty"] {
      guard let entry = definition.property(outlet), let label = views.label(""),
        let kind = views.kind("label"), let property = views.textProperty(of: kind),
        let template = TextTemplate.parse(entry.value).0
      else { continue }
      bind(text(template), to: property, of: label)
      outlets[outlet] = label
      shown.append(label)
    }
    if let failed = definition.property("failed") {
      var parts: [any PlatformView] = []
      if let message = views.label("", style: "error") {
        // A failure's message is as long as it is: it wraps rather than being cut.
        views.kind("label")?.properties["wraps"]?.set(message, .boolean(true))
        outlets["failureMessage"] = message
        parts.append(message)
      }
      if case .mapping(let entries) = failed.value.content,
        let retry = entries.first(where: { $0.key.value == "retry" }),
        let button = views.kind("button"),
        let action = action(retry.value, item: nil)
      {
        let view = button.make()
        if let title = button.properties["title"] ?? views.textProperty(of: button) {
          title.set(view, .text("Retry"))
        }
        _ = action.bind(to: view)
        parts.append(view)
      }
      let box = views.platform.stack(.vertical, spacing: 1, views: parts)
      outlets["failed"] = box
      shown.append(box)
    }
    if let content = definition.property("content"),
      let child = ViewDefinition.parse(content.value).0, let view = try view(child)
    {
      outlets["content"] = view
      shown.append(view)
    }
    try source.connect(StateBinding(), outlets: outlets)
    return views.platform.stack(.vertical, spacing: 1, views: shown)
  }

  /// `table:`/`grid:` of a list source, in sections by a key when asked, with prototype cells.
  private func list(_ definition: ViewDefinition) throws -> (any PlatformView)? {
    guard let rows = scalar(definition, "source").flatMap({ sources[$0] }) else { return nil }
    let shape = views.types.shape(of: rows.valueType)
    guard let model = shape.model else { return nil }
    let sectionsBy = scalar(definition, "sections")
    guard let cellNode = definition.property("cell"),
      let prototype = ViewDefinition.parse(cellNode.value).0,
      let sourceID = scalar(definition, "source")
    else { return nil }
    let root = sources[self.definition.rootSourceID(of: sourceID)]
    let cells = CellMaker(
      views: views, prototype: prototype, model: model, root: root,
      actions: rowActions(in: prototype, item: model))
    let header = try definition.property("header")
      .flatMap { ViewDefinition.parse($0.value).0 }.flatMap { try view($0) }
    let footer = try definition.property("footer")
      .flatMap { ViewDefinition.parse($0.value).0 }.flatMap { try view($0) }
    let select = definition.property("select").flatMap { action($0.value, item: model) }
    let secondary = definition.property("secondary").flatMap { action($0.value, item: model) }
    let highlighted = self.definition.sources.compactMap { source -> (any SceneSource)? in
      guard case .highlighted(let list) = source.kind, list.value == definition.id?.value
      else { return nil }
      return sources[source.id.value]
    }
    // A table shows its rows without a state view to ask for them.
    rows.loadIfNeeded()
    let parts = ListParts(
      rows: rows, sectionsBy: sectionsBy, isGrid: definition.kind.value == "grid",
      makeCell: { cells.make() },
      header: header, footer: footer, select: select, secondary: secondary,
      highlighted: highlighted)
    return model.list(parts, platform: views.platform)
  }

  /// The actions the `action:` and `ifEmpty:` of a cell's views run with the row's item, by
  /// where each is written: made once for all the cells of a list.
  private func rowActions(
    in prototype: ViewDefinition, item: any ModelType
  ) -> [SourceLocation: SceneAction] {
    var made: [SourceLocation: SceneAction] = [:]
    var pending = [prototype]
    while let view = pending.popLast() {
      pending += view.children
      for name in ["action", "ifEmpty"] {
        if let node = view.property(name)?.value, let action = action(node, item: item) {
          made[node.location] = action
        }
      }
    }
    return made
  }

  private func scalar(_ definition: ViewDefinition, _ name: String) -> String? {
    guard let entry = definition.property(name), case .scalar(let text) = entry.value.content
    else { return nil }
    return text
  }

  // MARK: Actions

  /// The action `node` names (an id of `actions:`) or writes; `item` is the model of the items
  /// what triggers it gives (a table's selection).
  private func action(_ node: SceneNode, item: (any ModelType)?) -> SceneAction? {
    if case .scalar(let name) = node.content,
      let named = definition.actions.first(where: { $0.id?.value == name })
    {
      // An action used in a row acts on the row's item, and elsewhere on no item or on all of
      // them (a segue passes nothing; `set` sets every item's flag): one action for each.
      let key = item.map { "\(name) in a row of \($0.name)" } ?? name
      if let made = actions[key] { return made }
      let made = action(named, item: item)
      actions[key] = made
      return made
    }
    return ActionDefinition.parse(node, id: nil).0.flatMap { action($0, item: item) }
  }

  private func action(_ definition: ActionDefinition, item: (any ModelType)?) -> SceneAction? {
    let success = definition.success?.value
    let none = SceneAction.noInput
    switch definition.kind {
    case .goBack: return SceneAction(Action.goBack(), parameter: none, success: success)
    case .dismiss: return SceneAction(Action.dismiss(), parameter: none, success: success)
    case .focusNext: return SceneAction(Action.focusNext(), parameter: none, success: success)
    case .refresh(let id):
      guard let source = sources[id.value] else { return nil }
      return SceneAction(source.refreshAction(), parameter: none, success: success)
    case .copy(let reference):
      guard let value = self.reference(reference) else { return nil }
      return SceneAction(Action.copy(), parameter: value.property(String.self), success: success)
    case .openURL(let reference):
      guard let value = self.reference(reference) else { return nil }
      return SceneAction(Action.openURL(), parameter: value.property(URL.self), success: success)
    case .custom(let type, let input):
      guard let registered = views.types.actions[type.value] else { return nil }
      if let input { return registered.makeWith(reference(input), success) }
      if registered.inputType == Void.self { return registered.makeWith(nil, success) }
      return registered.makeTaking(success)
    case .add, .remove, .set: return collections.action(definition, item: item)
    case .segue(let name, let from, let input):
      guard let segue = self.definition.segues.first(where: { $0.name.value == name.value })
      else { return nil }
      if let input {
        guard let payload = payload(input) else { return nil }
        return SceneAction(
          SegueAction<any Sendable>(self.segue(segue), into: segue.into?.value),
          parameter: payload, success: success)
      }
      if from == nil, item == nil {
        return SceneAction(
          SegueAction(passingNothing: self.segue(segue)), parameter: none, success: success)
      }
      let list = from.flatMap { sources[$0.value] }
      let model = list.map { views.types.shape(of: $0.valueType) }?.model ?? item
      return model?.segueAction(
        self.segue(segue), from: list, into: segue.into?.value, success: success)
    }
  }

  /// What a segue's `with:` passes: a source itself, which the destination follows, or the
  /// value a key or a view's text holds.
  private func payload(_ reference: Reference) -> Property<(any Sendable)?>? {
    if reference.parts.count == 1, let source = sources[reference.parts[0].value] {
      return Property(value: source.payload)
    }
    return self.reference(reference)?.property((any Sendable).self)
  }

  // MARK: References and templates

  /// What `reference` holds: keys of a source's value, or a view's text.
  private func reference(_ reference: Reference) -> ReferenceValue? {
    let first = reference.parts[0].value
    if let source = sources[first] {
      guard
        case .success(let chain) = KeyChain.resolve(
          reference.parts.dropFirst(), from: source.valueType, in: views.types)
      else { return nil }
      return ReferenceValue(source: source, read: chain.read)
    }
    guard reference.parts.count == 2 else { return nil }
    let property = reference.parts[1].value
    if let text = viewTexts[first]?[property] { return ReferenceValue(text: text) }
    let relay = MutableProperty("")
    relays.append((first, property, relay))
    retained.append(relay)
    return ReferenceValue(text: relay)
  }

  /// The text `template` shows, following the values it refers to.
  ///
  /// Each reference written more than once is followed once: every change of a combination
  /// copies all its values, so a value shown by each of thousands of parts, followed by each,
  /// would take time in the square of their number at every change.
  private func text(_ template: TextTemplate) -> Signal<String> {
    var values: [Signal<String>] = []
    var places: [String: Int] = [:]
    let parts = template.parts.map { part -> ShownPart in
      switch part {
      case .text(let text): return .text(text)
      case .reference(let reference):
        if let place = places[reference.description] { return .value(at: place) }
        places[reference.description] = values.count
        values.append(self.reference(reference)?.text.values ?? Property(value: "").values)
        return .value(at: values.count - 1)
      case .plural(let reference, let one, let other):
        let name = "\(reference)|\(one)|\(other)"
        if let place = places[name] { return .value(at: place) }
        places[name] = values.count
        let count = self.reference(reference)?.integer ?? Property(value: nil)
        values.append(
          count.values.map { $0.map { TextTemplate.plural($0, one: one, other: other) } ?? "" })
        return .value(at: values.count - 1)
      }
    }
    guard !values.isEmpty else { return Property(value: ShownPart.text(parts, [])).values }
    return Signal.combineLatest(values).map { ShownPart.text(parts, $0) }
  }

  /// A part of a shown template: constant text, or the value at a place among the values
  /// the template follows.
  private enum ShownPart {
    case text(String)
    case value(at: Int)

    /// The text `parts` show when the followed values are `values`.
    static func text(_ parts: [ShownPart], _ values: [String]) -> String {
      parts.map {
        switch $0 {
        case .text(let text): text
        case .value(let place): values[place]
        }
      }.joined()
    }
  }

  // MARK: Bindings

  private func connect(_ binding: BindingDefinition) throws {
    guard let type = views.types.bindings[binding.type.value],
      let source = sources[binding.source.value]
    else { return }
    var outlets: [String: AnyObject] = [:]
    for (outlet, view) in binding.outlets {
      if let made = viewsByID[view.value] { outlets[outlet.value] = made }
    }
    for outlet in type.outlets() where outlets[outlet.name] == nil {
      if let view = viewsByID[outlet.name], outlet.accepts(view) { outlets[outlet.name] = view }
    }
    try type.connect(source, outlets)
  }
}
