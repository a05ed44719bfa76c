import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@MainActor
@Suite("Toggle")
struct ToggleTests {
  @Test func spaceEnterAndAClickFlipIt() {
    let toggle = Toggle("Notify me")
    let flips = Recorder(toggle.triggers)
    let terminal = TestTerminal(
      Stack(.vertical, alignment: .leading, [toggle]), columns: 20, rows: 1)
    #expect(terminal.lines == ["[ ] Notify me"])
    terminal.press(.character(" "))
    #expect(toggle.isOn.value)
    #expect(terminal.lines == ["[x] Notify me"])
    terminal.press(.enter)
    terminal.click(x: 1, y: 0)
    terminal.click(x: 15, y: 0)  // beside it
    #expect(flips.values == [true, false, true])
    #expect(terminal.lines == ["[x] Notify me"])
  }

  @Test func itIsBoundBothWaysWithoutEchoes() async throws {
    let notifies = MutableProperty(true)
    let toggle = Toggle("Notify me")
    let binding = toggle.isOn <~> notifies
    defer { binding.cancel() }
    let writes = Recorder(notifies.changes)
    let flips = Recorder(toggle.triggers)
    let terminal = TestTerminal(toggle, columns: 20, rows: 1)
    #expect(terminal.lines == ["[x] Notify me"])
    terminal.press(.character(" "))
    #expect(notifies.value == false)
    await Task.detached { notifies.value = true }.value
    await terminal.settled()
    #expect(terminal.lines == ["[x] Notify me"])
    #expect(writes.values == [false, true])
    #expect(flips.values == [false], "a value set from outside is not a flip")
  }

  @Test func aDisabledToggleIgnoresInputAndLooksDisabled() {
    let toggle = Toggle("Notify me", isOn: true)
    toggle.isEnabled = false
    let terminal = TestTerminal(Stack(.vertical, [Button("Other"), toggle]), columns: 20, rows: 2)
    terminal.click(x: 1, y: 1)
    toggle.flip()
    #expect(toggle.isOn.value)
    #expect(terminal.cell(x: 1, y: 1).style.attributes.contains(.dim))
  }

  @Test func withoutATitleItIsABoxAndANarrowOneCutsItsTitle() {
    let bare = Toggle("")
    let narrow = Toggle("Notify me", isOn: true)
    narrow.width = .fixed(6)
    let terminal = TestTerminal(
      Stack(.vertical, alignment: .leading, [bare, narrow]), columns: 20, rows: 2)
    #expect(terminal.lines == ["[ ]", "[x] No"])
    narrow.width = .fixed(0)
    #expect(terminal.lines == ["[ ]", ""])
  }

  @Test func anActionBoundToItRunsWithTheNewStateAndDisablesIt() async throws {
    let allowed = MutableProperty(true)
    var runs: [Bool] = []
    let action = Action<Bool>(enabled: allowed) { runs.append($0) }
    let toggle = Toggle("Dark mode")
    action.bind(to: toggle)
    let terminal = TestTerminal(toggle, columns: 20, rows: 1)
    terminal.press(.character(" "))
    await terminal.settled()
    #expect(runs == [true])
    allowed.value = false
    await terminal.settled()
    #expect(!toggle.isEnabled)
    terminal.press(.character(" "))
    #expect(toggle.isOn.value, "a disabled toggle does not flip")
  }
}
