import Symbiosis
import SymbiosisScenes
import Testing

@testable import SymbiosisWeb

/// Typing stays the user's: a field takes what the browser sends without sending it back, and a
/// value the server sets afterwards carries the revision of the edit it answers, so the browser
/// applies it only when the user typed nothing since.
@MainActor
@Suite struct WebFieldRevisionTests {
  @Test func typingIsNeverEchoedAndAServerValueCarriesTheLastRevisionTaken() throws {
    let shown = try PetScene()
    let field = try shown.view("name", as: WebField.self)
    let node = try #require(field.node)
    _ = shown.operations()
    #expect(shown.send(shown.event(.input, on: field, text: "Ro", revision: 1)) == nil)
    #expect(shown.send(shown.event(.input, on: field, text: "Rov", revision: 2)) == nil)
    #expect(try shown.pet.value.value?.name == "Rov", "the field writes its key as the user types")
    let echoes = shown.operations().filter {
      if case .value(let at, _, _) = $0 { return at == node } else { return false }
    }
    #expect(echoes.isEmpty, "what the user typed is never sent back")
    try shown.pet.set(Pet(id: 1, name: "Grace", isOn: true, size: "Small", photo: ""))
    #expect(shown.operations().contains(.value(node: node, "Grace", revision: 2)))
    #expect(field.text.value == "Grace")
  }

  @Test func theFirstPageCarriesTheRevisionSoTheBrowserCountsOnFromIt() throws {
    let shown = try PetScene()
    let field = try shown.view("name", as: WebField.self)
    #expect(!shown.page.html().contains("data-rev"))
    shown.send(shown.event(.input, on: field, text: "Rover", revision: 7))
    #expect(field.html().contains("data-rev=\"7\""))
    #expect(field.html().contains("value=\"Rover\""))
    field.text.value = "Fido"
    #expect(field.html().contains("value=\"Fido\""))
  }

  @Test func aValueSetBeforeAnyTypingAnswersRevisionZero() {
    let page = WebPage()
    var operations: [WebOperation] = []
    page.onOperations = { operations += $0 }
    let field = WebField(text: "A")
    page.root.addChild(field)
    _ = page.html()
    field.text.value = "B"
    page.flush()
    #expect(operations == [.value(node: field.node!, "B", revision: 0)])
  }
}

/// Live reload remakes a scene: each new view takes over what the user left in its old
/// counterpart, found by the core's handover.
@MainActor
@Suite struct WebHandoverTests {
  @Test func aRemadeFieldKeepsWhatTheUserTypedAndTheRevisionButNotAModelsValue() throws {
    let old = try PetScene()
    let new = try PetScene()
    let entered = try old.view("entered", as: WebField.self)
    old.send(old.event(.input, on: entered, text: "Rov", revision: 4))
    SceneViewHandover(from: old.page.root, to: new.page.root).carryState()
    let heir = try new.view("entered", as: WebField.self)
    #expect(heir.text.value == "Rov", "typed and not yet written (on: enter): the user's")
    #expect(heir.revision == 4)
    #expect(heir.html().contains("data-rev=\"4\""))
    let name = try new.view("name", as: WebField.self)
    #expect(name.text.value == "Rex", "a field showing its model shows the new model's value")
  }

  @Test func theFocusGoesToTheCounterpartOfTheFocusedControl() throws {
    let old = try PetScene()
    let new = try PetScene()
    let handover = SceneViewHandover(from: old.page.root, to: new.page.root)
    let box = try old.view("good", as: WebToggle.self).box
    #expect(handover.heir(of: box) === (try new.view("good", as: WebToggle.self).box))
    try new.view("note", as: WebButton.self).isEnabled = false
    #expect(handover.heir(of: try old.view("note")) == nil, "a disabled button takes no focus")
  }
}
