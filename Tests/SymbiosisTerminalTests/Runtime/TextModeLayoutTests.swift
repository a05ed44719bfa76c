import Symbiosis
import Testing

@testable import SymbiosisTerminal

/// A name in the list the test moves into.
private struct Name: Identifiable, Equatable, Sendable {
  var id: String { name }
  let name: String
}

@MainActor
@Suite("Text mode hands each key the screen the last one left")
struct TextModeLayoutTests {
  @Test func aListShownByOneKeyCanBeEnteredByTheNext() async throws {
    let field = TextField()
    let names = Property(value: [Name(name: "Ada"), Name(name: "Alan")])
    let table = TableView(items: names, cell: Label.init) { $0.text = $1.name }
    table.isHidden = true
    let chosen = Label("")
    let show = { @MainActor (_: String) in table.isHidden = false }
    show <~ field.edits
    let choose = { @MainActor (name: Name) in chosen.text = "chose \(name.name)" }
    choose <~ table.selections
    let app = App(root: Stack(.vertical, [field, table, chosen]))
    // "x" shows the list; ↓ moves into it only if the list was laid out first; Enter chooses.
    let printed = try await textPrinted(
      by: app, typing: "x\u{1B}[B\r", size: Size(width: 20, height: 6))
    #expect(printed.split(separator: "\u{0C}").last?.contains("chose Ada") == true, "\(printed)")
  }
}
