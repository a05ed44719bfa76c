import Symbiosis
import SymbiosisScenes

/// A view of the stand-in platform: it records its kind, id, style and the properties set on
/// it, and holds the views inside it.
@MainActor
class StandInView: PlatformView, LifetimeProviding, HideableView, TextShowing, ColorShowing {
  nonisolated let lifetime = Lifetime()
  /// The kind it was made as (`label`, `row`, `table`…).
  let kind: String
  /// The id the file gives it.
  var id: String?
  /// The style applied last.
  var style: String?
  /// The attributes of the style applied last, through its bases; `role` is the theme's style
  /// it starts from.
  var styleAttributes: [String: String] = [:]
  /// The properties set, by name.
  var properties: [String: ViewProperty.Value] = [:]
  var children: [StandInView]
  /// A list's cells, which it reuses for its rows.
  var cells: [StandInView] = []
  var isHidden = false
  var text = ""
  /// The colour a binding shows, as the `background` property.
  var shownColor: String? {
    get { if case .text(let color) = properties["background"] { color } else { nil } }
    set { properties["background"] = newValue.map { .text($0) } }
  }
  /// What a field or toggle edits.
  let textInput = MutableProperty("")
  let flagInput = MutableProperty(false)
  /// What a picker chooses.
  let selectionInput = MutableProperty<String?>(nil)
  /// What a field or text view reports of the user ending or undoing an edit.
  var editEvents: Signal<EditEvent> { editEventInput.signal }
  private let editEventInput = Signal<EditEvent>.Input()
  /// A list's rows as text (a section's header as `# header`), made through its cells.
  var rows: (() -> [String])?
  /// Selects a list's item at an index among its items.
  var selectRow: ((Int) -> Void)?
  /// Shows a list's item at an index in its one cell, as a platform reusing the cell does.
  var showRow: ((Int) -> Void)?
  /// Gives a list's item at an index the secondary key.
  var secondaryRow: ((Int) -> Void)?
  /// Highlights a list's item at an index, or none.
  var highlightRow: ((Int?) -> Void)?
  /// Whether the list was asked for a secondary key.
  var hasSecondary = false

  init(kind: String, children: [StandInView] = []) {
    self.kind = kind
    self.children = children
  }

  /// What the view shows: its text, else its children's, else a field's input.
  var shown: String {
    if !text.isEmpty { return text }
    if kind == "field" || kind == "textView" { return textInput.value }
    return children.filter { !$0.isHidden }.map(\.shown).filter { !$0.isEmpty }
      .joined(separator: " | ")
  }

  /// Reports that the user pressed Enter (`.commit`), left the view or pressed Escape.
  func send(_ event: EditEvent) { editEventInput.send(event) }

  /// The view with `id`, here or inside.
  func find(_ id: String) -> StandInView? {
    if self.id == id { return self }
    for child in children {
      if let found = child.find(id) { return found }
    }
    return nil
  }

  /// Every view here and inside (a list's cells too), depth first.
  var all: [StandInView] { [self] + (children + cells).flatMap(\.all) }
}

/// A stand-in button: a control actions bind to.
@MainActor
final class StandInButton: StandInView, ActionControl {
  var isEnabled = true
  private let tapInput = Signal<Void>.Input()
  var triggers: Signal<Void> { tapInput.signal }

  init(kind: String = "button") { super.init(kind: kind) }

  isolated deinit { tapInput.complete() }

  /// Taps it, when enabled.
  func tap() { if isEnabled { tapInput.send(()) } }
}
