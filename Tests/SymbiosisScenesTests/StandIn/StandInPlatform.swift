import Symbiosis
import SymbiosisScenes

/// A second platform for scene files: it records each view it is asked to build, with its
/// properties, and lays nothing out.
@MainActor
final class StandInPlatform: ScenePlatform {
  /// The kinds of the views built, in order.
  private(set) var built: [String] = []
  /// The views built, held weakly.
  private var made: [WeakView] = []

  private struct WeakView {
    weak var view: StandInView?
  }

  /// The built views still alive.
  var alive: [StandInView] { made.compactMap(\.view) }

  private func record<View: StandInView>(_ view: View) -> View {
    built.append(view.kind)
    made.append(WeakView(view: view))
    return view
  }

  /// The standard kinds of the schema, and none of its own: each view records every property
  /// set on it, and shows its `text` or `title` as its text.
  var viewKinds: [String: ViewKind] {
    Dictionary(
      uniqueKeysWithValues: SceneSchema.viewKinds.values.map { schema in
        (schema.name, kind(schema))
      })
  }

  private func kind(_ schema: ViewKindSchema) -> ViewKind {
    let setters = Dictionary(
      uniqueKeysWithValues: schema.properties.keys.map { name in
        (name, Self.recorded(name))
      })
    let name = schema.name
    let takesAction = schema.takesAction
    var textInput: (@MainActor @Sendable (any PlatformView) -> MutableProperty<String>)?
    var flagInput: (@MainActor @Sendable (any PlatformView) -> MutableProperty<Bool>)?
    var selectionInput: (@MainActor @Sendable (any PlatformView) -> MutableProperty<String?>)?
    var editEvents: (@MainActor @Sendable (any PlatformView) -> Signal<EditEvent>)?
    switch schema.edits {
    case .text:
      textInput = { ($0 as? StandInView)?.textInput ?? MutableProperty("") }
      editEvents = { ($0 as? StandInView)?.editEvents ?? .never }
    case .flag: flagInput = { ($0 as? StandInView)?.flagInput ?? MutableProperty(false) }
    case .selection:
      selectionInput = { ($0 as? StandInView)?.selectionInput ?? MutableProperty(nil) }
    case nil: break
    }
    let make: @MainActor @Sendable () -> any PlatformView = { [self] in
      let view: StandInView = takesAction ? StandInButton(kind: name) : StandInView(kind: name)
      return record(view)
    }
    return ViewKind(
      standard: name, set: setters, textInput: textInput, flagInput: flagInput,
      selectionInput: selectionInput, editEvents: editEvents, make: make)
  }

  /// Records the property `name`; a `text` or `title` is also the view's text.
  private static func recorded(
    _ name: String
  ) -> @MainActor @Sendable (any PlatformView, ViewProperty.Value) -> Void {
    { view, value in
      guard let view = view as? StandInView else { return }
      view.properties[name] = value
      if name == "text" || name == "title", case .text(let text) = value { view.text = text }
    }
  }

  /// Records the style's name and the attributes it resolves to, through its bases.
  func apply(style name: String, styles: [StyleDefinition], to view: any PlatformView) {
    guard let view = view as? StandInView else { return }
    view.style = name
    guard let (role, layers) = SceneSchema.layers(ofStyle: name, in: styles) else { return }
    var attributes = role.map { ["role": $0] } ?? [:]
    for layer in layers {
      for entry in layer.attributes {
        if let text = entry.value.scalarText?.value { attributes[entry.key.value] = text }
      }
    }
    view.styleAttributes = attributes
  }

  func removeStyle(from view: any PlatformView) {
    guard let view = view as? StandInView else { return }
    view.style = nil
    view.styleAttributes = [:]
  }

  func stack(_ axis: Axis, spacing: Int, views: [any PlatformView]) -> any PlatformView {
    let stack = StandInView(
      kind: axis == .horizontal ? "row" : "column",
      children: views.compactMap { $0 as? StandInView })
    stack.properties["spacing"] = .integer(spacing)
    return record(stack)
  }

  func list<Item: Identifiable & Sendable>(_ request: ListRequest<Item>) -> ListView<Item> {
    let view = record(StandInView(kind: request.isGrid ? "grid" : "table"))
    view.children = [request.header, request.footer].compactMap { $0 as? StandInView }
    view.hasSecondary = request.hasSecondary
    let selections = Signal<Item>.Input()
    let secondarySelections = Signal<Item>.Input()
    let highlights = Signal<Item?>.Input()
    // One cell, reused for every row, as a platform reuses its cells.
    let cell = request.makeCell()
    view.cells = [cell.view].compactMap { $0 as? StandInView }
    let rows = request.rows.sections
    func sections() -> [(header: String?, items: [Item])] {
      rows.value.map { ($0.header, $0.items) }
    }
    view.rows = {
      sections().flatMap { section in
        (section.header.map { ["# \($0)"] } ?? [])
          + section.items.map { item in
            cell.show(item)
            return (cell.view as? StandInView)?.shown ?? ""
          }
      }
    }
    func item(at index: Int) -> Item? {
      let items = sections().flatMap(\.items)
      return items.indices.contains(index) ? items[index] : nil
    }
    view.selectRow = { index in if let item = item(at: index) { selections.send(item) } }
    view.showRow = { index in if let item = item(at: index) { cell.show(item) } }
    view.secondaryRow = { index in
      if let item = item(at: index) { secondarySelections.send(item) }
    }
    view.highlightRow = { index in highlights.send(index.flatMap(item(at:))) }
    return ListView(
      view: view, selections: selections.signal,
      secondarySelections: secondarySelections.signal, highlights: highlights.signal)
  }

  func identify(_ view: any PlatformView, as id: String) { (view as? StandInView)?.id = id }
}
