import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@MainActor
@Suite("TextField bound both ways")
struct TextFieldBindingTests {
  /// A field bound two-way to an age through `IntegerText`, with a label showing the binding's
  /// error, on a terminal of one column of two rows.
  @MainActor
  private struct AgeForm {
    let age = MutableProperty(21)
    let field = TextField()
    let error = Label()
    let terminal: TestTerminal
    let binding: ConversionBinding

    init() {
      let binding = field.text <~> age.converted(by: IntegerText(range: 0...130))
      self.binding = binding
      error.reactive.text <~ binding.error.map { $0?.message ?? "" }
      terminal = TestTerminal(Stack(.vertical, [field, error]), columns: 30, rows: 2)
    }
  }

  @Test func typingIntoAFieldBoundToAnIntegerChangesTheModel() {
    let form = AgeForm()
    #expect(form.terminal.lines == ["21", ""])
    form.terminal.press(.backspace)
    form.terminal.type("5")
    #expect(form.age.value == 25)
    form.terminal.type("0")
    #expect(form.age.value == 25, "250 is out of range, so the model keeps 25")
    #expect(form.terminal.lines == ["250", "Enter a number from 0 to 130."])
  }

  @Test func settingTheModelShowsInTheFieldWithTheCursorAtItsEnd() {
    let form = AgeForm()
    form.age.value = 42
    #expect(form.terminal.lines == ["42", ""])
    #expect(form.field.cursor == 2)
    form.terminal.press(.backspace)
    #expect(form.age.value == 4, "Backspace deletes at the end, where the cursor went")
  }

  @Test func invalidInputShowsTheErrorAndLeavesTheModel() {
    let form = AgeForm()
    form.terminal.press(.character("u"), .control)
    form.terminal.type("abc")
    #expect(form.age.value == 21)
    #expect(form.terminal.lines == ["abc", "'abc' is not a number."])
    form.terminal.press(.character("u"), .control)
    form.terminal.type("7")
    #expect(form.age.value == 7)
    #expect(form.terminal.lines == ["7", ""])
  }

  @Test func aValueSetOnAnotherThreadReachesTheFieldOnTheMainActor() async throws {
    let name = MutableProperty("")
    let field = TextField()
    let binding = field.text <~> name
    defer { binding.cancel() }
    let terminal = TestTerminal(field, columns: 20, rows: 1)
    await Task.detached { name.value = "Bruce" }.value
    await terminal.settled()
    #expect(terminal.lines == ["Bruce"])
    #expect(field.cursor == 5)
    terminal.type("!")
    #expect(name.value == "Bruce!")
  }

  @Test func editsAndModelChangesDoNotEchoBack() {
    let name = MutableProperty("Ada")
    let field = TextField()
    let binding = field.text <~> name
    defer { binding.cancel() }
    let modelWrites = Recorder(name.changes)
    let fieldWrites = Recorder(field.text.changes)
    let edits = Recorder(field.edits)
    let terminal = TestTerminal(field, columns: 20, rows: 1)
    terminal.type("m")
    name.value = "Grace"
    #expect(modelWrites.values == ["Adam", "Grace"])
    #expect(fieldWrites.values == ["Adam", "Grace"])
    #expect(edits.values == ["Adam"], "a value set from outside is not an edit")
    #expect(terminal.lines == ["Grace"])
  }

  /// Whatever mix of typing, deleting, cursor moves and model changes happens, the field, its
  /// property and the model agree after each step, a model change puts the cursor at the end
  /// (setting the text it already has leaves the cursor), and only the user's changes are
  /// edits, each one that changes the text.
  @Test(arguments: 0..<30)
  func theFieldAndTheModelAgreeAfterAnyMixOfEditsAndModelChanges(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let name = MutableProperty("")
    let field = TextField()
    let binding = field.text <~> name
    defer { binding.cancel() }
    let edits = Recorder(field.edits)
    let terminal = TestTerminal(field, columns: 60, rows: 1)
    var expectedEdits = 0
    for step in 0..<40 {
      let before = name.value
      var isTheUsers = true
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        isTheUsers = false
        name.value = String("xyz".prefix(Int.random(in: 0...3, using: &random)))
        if name.value != before {
          #expect(field.cursor == name.value.count, "seed \(seed) step \(step)")
        }
      case 1: terminal.press(.backspace)
      case 2: terminal.press(.left)
      case 3: terminal.press(.character("u"), .control)
      default: terminal.type(String("abc".randomElement(using: &random) ?? "a"))
      }
      if isTheUsers, name.value != before { expectedEdits += 1 }
      #expect(field.text.value == name.value, "seed \(seed) step \(step)")
      #expect(terminal.lines == [name.value], "seed \(seed) step \(step)")
      #expect(edits.values.count == expectedEdits, "seed \(seed) step \(step)")
    }
  }
}
