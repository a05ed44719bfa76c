import Symbiosis

/// Makes a table's or grid's cells from the prototype a file describes: each shows the item it
/// is given through its templates (`{fullName}` names a key of the item), its controls show
/// and edit keys of that item (`edit: done`), its buttons run actions with it
/// (`action: note`) and its `style: { done: completed }` follows the item's flags.
///
/// Each cell's controls and actions read the item it shows now (a ``CellItem``), so a cell the
/// platform reuses always edits and acts on its current row's item.
@MainActor
struct CellMaker {
  /// Makes the views.
  let views: ViewMaker
  /// The prototype.
  let prototype: ViewDefinition
  /// The items' model.
  let model: any ModelType
  /// Where an edit of a row's item is written, by the item's identity: the list the table's
  /// source is computed from.
  let root: (any SceneSource)?
  /// The actions the prototype's `action:` and `ifEmpty:` run, by where each is written.
  let actions: [SourceLocation: SceneAction]
  /// The texts of the prototype's templates, made for the first cell and shared by the others.
  private let texts = CellTexts()

  /// A new cell: its view, and the item it shows.
  func make() -> (view: any PlatformView, cell: CellItem) {
    let cell = CellItem()
    return (make(prototype, in: cell), cell)
  }

  private func make(_ definition: ViewDefinition, in cell: CellItem) -> any PlatformView {
    let view: any PlatformView
    if let axis = ViewMaker.stackAxis(definition.kind.value) {
      let children = definition.children.map { make($0, in: cell) }
      view = views.platform.stack(axis, spacing: views.spacing(of: definition), views: children)
    } else if let kind = views.kind(definition.kind.value) {
      view = kind.make()
      for entry in definition.properties {
        wire(entry, of: definition, kind: kind, view: view, in: cell)
      }
    } else {
      return views.platform.stack(.vertical, spacing: 0, views: [])
    }
    views.applyCommon(definition, to: view)
    if let style = definition.property("style"), case .mapping(let flags) = style.value.content {
      follow(flags, styling: view, in: cell)
    }
    return view
  }

  private func wire(
    _ entry: SceneNode.Entry, of definition: ViewDefinition, kind: ViewKind,
    view: any PlatformView, in cell: CellItem
  ) {
    switch entry.key.value {
    case "style", "hidden", "on", "ifEmpty": return
    case "edit": edit(entry.value, of: definition, kind: kind, view: view, in: cell)
    case "action":
      cell.keepItems()
      _ = actions[entry.value.location]?.bind(to: view, item: { [weak cell] in cell?.item })
    default:
      guard let name = views.propertyName(entry, of: definition, kind: kind),
        let property = kind.properties[name],
        !views.setConstant(property, entry.value, on: view),
        let text = itemText(entry.value)
      else { return }
      cell.onShow { [weak view] item in
        guard let view else { return }
        property.set(view, .text(text.text(for: item)))
      }
    }
  }

  /// The text of the template `node` for the items, the same for every cell.
  private func itemText(_ node: SceneNode) -> ItemText? {
    if let made = texts.made[node.location] { return made }
    guard let template = TextTemplate.parse(node).0 else { return nil }
    let text = ItemText(template, of: model.type, types: views.types)
    texts.made[node.location] = text
    return text
  }

  /// `edit: done`: the view's text, flag or chosen option shows the key of the cell's item,
  /// and what the user sets is written into that item in ``root``.
  private func edit(
    _ node: SceneNode, of definition: ViewDefinition, kind: ViewKind, view: any PlatformView,
    in cell: CellItem
  ) {
    guard case .scalar(let name) = node.content, let key = model.keys[name], let root else {
      return
    }
    if let input = kind.textInput {
      guard let write = model.rowWriter(name, as: String.self, into: root) else { return }
      let value = edited(
        read: { key.read($0) as? String ?? "" }, empty: "", write: write, in: cell)
      let mode = definition.property("on")?.value.scalarText
        .flatMap { EditCommitMode(rawValue: $0.value) }
      let whenEmpty = definition.property("ifEmpty")
        .flatMap { actions[$0.value.location] }
        .map { action in
          cell.keepItems()
          return { @MainActor [weak cell] in action.run(with: cell?.item) }
        }
      // A reused cell leaves its row first: what the user typed there is written to that row
      // (`on: leave`) or dropped, never shown or written in the next row the cell shows.
      let leaving = Signal<EditEvent>.Input()
      cell.onLeavingItem {
        leaving.send(.leave)
        leaving.send(.cancel)
      }
      let own = kind.editEvents?(view)
      let events = own.map { Signal.merge($0, leaving.signal) }
      EditLink.link(
        input(view), to: value, events: events, mode: mode ?? .change, whenEmpty: whenEmpty)
    } else if let input = kind.flagInput {
      guard let write = model.rowWriter(name, as: Bool.self, into: root) else { return }
      input(view)
        <~> edited(read: { key.read($0) as? Bool ?? false }, empty: false, write: write, in: cell)
    } else if let input = kind.selectionInput {
      guard let write = model.rowWriter(name, as: String.self, into: root) else { return }
      input(view)
        <~> edited(read: { key.read($0) as? String ?? "" }, empty: "", write: write, in: cell)
    }
  }

  /// A value holding what `read` gives of each item the cell shows (`empty` before the first),
  /// and writing each value it is set to (which the item does not hold) into the cell's item
  /// with `write`.
  private func edited<Field: Equatable & Sendable>(
    read: @escaping (Any) -> Field, empty: Field,
    write: @escaping @MainActor (Any, Field) -> Any?, in cell: CellItem
  ) -> MutableProperty<Field> {
    let value = MutableProperty(empty)
    cell.keepItems()
    cell.keep(value)
    cell.onShow { [weak value] item in
      let shown = read(item)
      if let value, value.value != shown { value.value = shown }
    }
    BindingTarget(
      lifetime: value.lifetime,
      onMainActor: { [weak cell] (edited: Field) in
        guard let cell, let item = cell.item, read(item) != edited,
          let written = write(item, edited)
        else { return }
        // The whole cell shows the item as written at once (a style by the flag just set).
        cell.show(written)
      }
    ).bindOutsideScope(value.changes)
    return value
  }

  /// `style: { done: completed }`: the style of the first flag set in the cell's item, or the
  /// view's own look while none is.
  private func follow(
    _ flags: [SceneNode.Entry], styling view: any PlatformView, in cell: CellItem
  ) {
    let choices = flags.compactMap { entry -> (key: ModelKey, style: String)? in
      guard let key = model.keys[entry.key.value], let style = entry.value.scalarText?.value
      else { return nil }
      return (key, style)
    }
    let platform = views.platform
    let styles = views.styles
    var applied: String??
    cell.onShow { [weak view] item in
      guard let view else { return }
      let style = choices.first { $0.key.read(item) as? Bool == true }?.style
      guard applied != .some(style) else { return }
      applied = .some(style)
      if let style {
        platform.apply(style: style, styles: styles, to: view)
      } else {
        platform.removeStyle(from: view)
      }
    }
  }
}
