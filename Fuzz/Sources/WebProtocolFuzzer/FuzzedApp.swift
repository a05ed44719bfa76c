import Symbiosis
import SymbiosisScenes
import SymbiosisWeb

/// An item of the fuzzed table.
struct Row: Identifiable, Sendable {
  let id: Int
}

/// What reached the app's code, and what never may: a tap on a disabled, hidden or covered
/// button, a choice never offered, a row not in the table.
@MainActor
final class AppLog {
  var presses = 0
  var violations: [String] = []

  func violated(_ what: String) { violations.append(what) }
}

/// The fuzzed screen: every kind of control the wire names, among them some a client must
/// not reach (disabled, hidden, covered by a dialog), and a table of rows 1…5.
final class FuzzedScene: Scene {
  let log: AppLog

  init(log: AppLog) {
    self.log = log
    super.init(title: "Fuzzed")
  }

  override func content() throws -> any PlatformView {
    let log = log
    let press = WebButton("Press")
    let disabled = WebButton("Disabled")
    disabled.isEnabled = false
    let hidden = WebButton("Hidden")
    hidden.isHidden = true
    let open = WebButton("Open")
    let field = WebField(placeholder: "Type")
    let toggle = WebToggle("On")
    let picker = WebPicker(options: ["a", "b"])
    let rows = SettableDataSource((1...5).map(Row.init))
    let table = WebTable(
      ListRequest(
        rows: .items(rows),
        makeCell: {
          let label = WebLabel()
          return SceneCell(view: label) { label.text = "row \($0.id)" }
        }))
    let pressed = { @MainActor [weak self] (_: Void) in
      log.presses += 1
      if (self?.navigator?.stack.value.count ?? 1) > 1 { log.violated("a covered button ran") }
    }
    pressed <~ press.taps
    let never = { @MainActor (what: String) in { @MainActor (_: Void) in log.violated(what) } }
    never("a disabled button ran") <~ disabled.taps
    never("a hidden button ran") <~ hidden.taps
    let opened = { @MainActor [weak self] (_: Void) in
      _ = self?.navigator?.present(WebButton("Close"), title: "Dialog")
    }
    opened <~ open.taps
    let chosen = { @MainActor (option: String) in
      if !["a", "b"].contains(option) { log.violated("an option never offered: \(option)") }
    }
    chosen <~ picker.triggers
    let selected = { @MainActor (row: Row) in
      if !(1...5).contains(row.id) { log.violated("a row not in the table: \(row.id)") }
    }
    selected <~ table.listView.selections
    return WebStack(.vertical, [press, disabled, hidden, open, field, toggle, picker, table])
  }
}
