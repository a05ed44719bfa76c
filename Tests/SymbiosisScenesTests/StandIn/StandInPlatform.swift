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

  var viewKinds: [String: ViewKind] {
    let text = Self.property(.text) { $0.text = $1 }
    return [
      "label": ViewKind(
        "label", mainProperty: "text", properties: ["text": text],
        make: { [self] in record(StandInView(kind: "label")) }),
      "field": ViewKind(
        "field", mainProperty: "placeholder",
        properties: [
          "placeholder": Self.property(.text) { $0.properties["placeholder"] = .text($1) }
        ],
        textInput: { ($0 as? StandInView)?.textInput ?? MutableProperty("") },
        make: { [self] in record(StandInView(kind: "field")) }),
      "toggle": ViewKind(
        "toggle", mainProperty: "title",
        properties: ["title": Self.property(.text) { $0.text = $1 }],
        flagInput: { ($0 as? StandInView)?.flagInput ?? MutableProperty(false) },
        make: { [self] in record(StandInView(kind: "toggle")) }),
      "button": ViewKind(
        "button", mainProperty: "title",
        properties: ["title": Self.property(.text) { $0.text = $1 }],
        make: { [self] in record(StandInButton()) }),
      "progress": ViewKind(
        "progress",
        properties: [
          "steps": Self.recorded("steps", .integer(0...100)),
          "wraps": Self.recorded("wraps", .boolean),
          "align": Self.recorded("align", .choice(["leading", "center", "trailing"])),
        ],
        make: { [self] in record(StandInView(kind: "progress")) }),
    ]
  }

  private static func property(
    _ kind: ViewProperty.Kind, set: @escaping @MainActor (StandInView, String) -> Void
  ) -> ViewProperty {
    ViewProperty(kind) { view, value in
      guard let view = view as? StandInView, case .text(let text) = value else { return }
      set(view, text)
    }
  }

  private static func recorded(_ name: String, _ kind: ViewProperty.Kind) -> ViewProperty {
    ViewProperty(kind) { view, value in (view as? StandInView)?.properties[name] = value }
  }

  let themeStyles: Set<String> = ["title", "error"]

  func check(_ style: StyleDefinition) -> [SceneDiagnostic] {
    style.attributes.compactMap { attribute in
      ["foreground", "bold", "underline"].contains(attribute.key.value)
        ? nil
        : SceneDiagnostic(
          "unknown style attribute '\(attribute.key.value)'", at: attribute.key.location)
    }
  }

  func apply(style name: String, styles: [StyleDefinition], to view: any PlatformView) {
    (view as? StandInView)?.style = name
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
    let selections = Signal<Item>.Input()
    // One cell, reused for every row, as a platform reuses its cells.
    let cell = request.makeCell()
    view.cells = [cell.view].compactMap { $0 as? StandInView }
    let rows = request.rows
    func sections() -> [(header: String?, items: [Item])] {
      switch rows {
      case .items(let source): [(nil, source.value.value ?? [])]
      case .sections(let source): (source.value.value ?? []).map { ($0.header, $0.items) }
      }
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
    view.selectRow = { index in
      let items = sections().flatMap(\.items)
      if items.indices.contains(index) { selections.send(items[index]) }
    }
    return ListView(view: view, selections: selections.signal)
  }

  func identify(_ view: any PlatformView, as id: String) { (view as? StandInView)?.id = id }
}
