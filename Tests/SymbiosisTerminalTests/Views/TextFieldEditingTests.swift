import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A text field edits like a plain string with a cursor, whatever the keys and their order.
@MainActor
@Suite("Text field editing")
struct TextFieldEditingTests {
  /// The editing the field must match: characters and a cursor between them.
  struct Reference {
    var characters: [Character] = []
    var cursor = 0

    mutating func apply(_ key: Key, _ modifiers: KeyModifiers) {
      switch (key, modifiers) {
      case (.character(let c), []):
        characters.insert(c, at: cursor)
        cursor += 1
      case (.backspace, []) where cursor > 0:
        characters.remove(at: cursor - 1)
        cursor -= 1
      case (.delete, []) where cursor < characters.count: _ = characters.remove(at: cursor)
      case (.left, []): cursor = max(0, cursor - 1)
      case (.right, []): cursor = min(characters.count, cursor + 1)
      case (.home, []), (.character("a"), .control): cursor = 0
      case (.end, []), (.character("e"), .control): cursor = characters.count
      case (.character("u"), .control):
        characters.removeFirst(cursor)
        cursor = 0
      case (.character("k"), .control): characters.removeLast(characters.count - cursor)
      default: break
      }
    }
  }

  static let keys: [(Key, KeyModifiers)] = [
    (.character("x"), []), (.character("é"), []), (.character("界"), []), (.backspace, []),
    (.backspace, []), (.delete, []), (.left, []), (.right, []), (.home, []), (.end, []),
    (.character("a"), .control), (.character("e"), .control), (.character("u"), .control),
    (.character("k"), .control),
  ]

  @Test func anyKeySequenceEditsLikeAStringWithACursor() {
    var random = SeededRandom(seed: 2026)
    for round in 0..<300 {
      let field = TextField()
      let terminal = TestTerminal(Stack(.vertical, [field]), columns: 12, rows: 1)
      var reference = Reference()
      var pressed: [String] = []
      for _ in 0..<Int.random(in: 1...40, using: &random) {
        let (key, modifiers) = Self.keys.randomElement(using: &random)!
        terminal.press(key, modifiers)
        reference.apply(key, modifiers)
        pressed.append("\(key)\(modifiers.isEmpty ? "" : "+ctrl")")
        guard field.text.value == String(reference.characters), field.cursor == reference.cursor
        else {
          Issue.record(
            "round \(round): after \(pressed) the field holds \(field.text.value) at \(field.cursor)"
          )
          return
        }
      }
    }
  }

  @Test func backspacingAtTheEndDeletesTheLastCharactersInOrder() {
    let field = TextField()
    let terminal = TestTerminal(Stack(.vertical, [field]), columns: 20, rows: 1)
    terminal.type("goldenzz")
    terminal.press(.backspace)
    terminal.press(.backspace)
    #expect(field.text.value == "golden")
    terminal.type("s")
    #expect(field.text.value == "goldens")
    #expect(terminal.lines == ["goldens"])
  }

  @Test func typingIntoTextSetByABindingCarriesOnAtItsEnd() {
    let field = TextField()
    let terminal = TestTerminal(field, columns: 20, rows: 1)
    let age = MutableProperty("21")
    let binding = field.text <~ age
    terminal.type("4")
    #expect(field.text.value == "214")
    terminal.press(.character("u"), .control)
    #expect(field.text.value == "")
    age.value = "30"
    terminal.press(.backspace)
    #expect(field.text.value == "3")
    binding.cancel()
  }

  @Test func anEditInTheMiddleKeepsTheCursorWhereTheUserPutIt() {
    let field = TextField(text: "abcd")
    let terminal = TestTerminal(field, columns: 20, rows: 1)
    terminal.press(.left)
    terminal.press(.left)
    terminal.type("x")
    terminal.type("y")
    #expect(field.text.value == "abxycd")
  }
}
