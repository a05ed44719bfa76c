import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisTerminal

/// A field made again for a saved scene file takes over its old text only when the user typed
/// it; a field showing its model's value shows the new model's value.
@MainActor
@Suite struct TextFieldHandoverTests {
  /// A field bound both ways to `model`, as a file's `edit:` binds it, with the value shown.
  func field(showing model: MutableProperty<String>) async throws -> TextField {
    let field = TextField()
    let work = PendingWork()  // the model's value on its way to the field
    PendingWork.$current.withValue(work) { field.text <~> model }
    await work.settled()
    #expect(field.contentSize(fitting: Size(width: 80, height: 1)).width == model.value.count + 1)
    return field
  }

  @Test func aFieldShowingItsModelShowsTheNewModelsValue() async throws {
    let oldModel = MutableProperty("85")
    let newModel = MutableProperty("77")
    let old = try await field(showing: oldModel)
    let new = try await field(showing: newModel)
    new.takeOverState(from: old)
    #expect(new.text.value == "77")
    #expect(newModel.value == "77")
  }

  @Test func theCursorStaysWhereTheUserLeftIt() async throws {
    let old = try await field(showing: MutableProperty(""))
    _ = old.handlePaste("grac")
    _ = old.handleKey(KeyEvent(.left))
    _ = old.handleKey(KeyEvent(.left))
    // The term the field edits kept what was typed, and the new field shows it.
    let new = try await field(showing: MutableProperty("grac"))
    new.takeOverState(from: old)
    #expect(new.cursor == 2, "the term is the same, and so is where the user was in it")
    _ = new.handlePaste("X")
    #expect(new.text.value == "grXac")
  }

  @Test(arguments: ["x1", "8", ""])
  func textTheUserTypedIsCarriedOver(typed: String) async throws {
    let old = try await field(showing: MutableProperty("85"))
    _ = old.handleKey(KeyEvent(.character("u"), modifiers: .control))
    _ = old.handlePaste(typed)
    let new = try await field(showing: MutableProperty("77"))
    new.takeOverState(from: old)
    #expect(new.text.value == typed)
  }

  @Test func textTheUserTypedIsStillTheirsAfterASecondSave() async throws {
    let first = TextField()
    _ = first.handlePaste("rad")
    let second = TextField()
    let work = PendingWork()  // the text handed over on its way to the field
    PendingWork.$current.withValue(work) { second.takeOverState(from: first) }
    await work.settled()
    #expect(second.contentSize(fitting: Size(width: 80, height: 1)).width == 4)
    let third = TextField()
    third.takeOverState(from: second)
    #expect(third.text.value == "rad")
  }
}
