import Symbiosis
import SymbiosisScenes
import Testing

@testable import SymbiosisWeb

/// Each kind of event reaches the view that takes it, and only what the view offers: the
/// session's check (``WebEventCheck``) refuses the rest before any view or app code sees it.
@MainActor
@Suite struct WebKindsEventTests {
  @Test func aClickRunsTheButtonsActionOnceAndNothingElseReachesIt() async throws {
    let shown = try PetScene()
    let button = try shown.view("note", as: WebButton.self)
    #expect(shown.send(shown.event(.select, on: button, text: "Note")) == .wrongKind)
    #expect(shown.send(shown.event(.input, on: button, text: "x", revision: 1)) == .wrongKind)
    shown.log.holds = true
    #expect(shown.send(shown.event(.click, on: button)) == nil)
    #expect(button.isDisabled, "disabled while its action runs")
    #expect(shown.send(shown.event(.click, on: button)) == .disabled)
    shown.log.release()
    await shown.work.settled()
    #expect(shown.log.entries == ["Rex"])
    #expect(!button.isDisabled)
    let node = try #require(button.node)
    #expect(shown.operations().contains(.attribute(node: node, "disabled", nil)))
    button.isHidden = true
    #expect(shown.send(shown.event(.click, on: button)) == .hidden)
    #expect(shown.log.entries == ["Rex"])
  }

  @Test func anActionBoundToAButtonMarksItBusyAndDisabledWhileItRuns() async {
    let log = PetLog()
    log.holds = true
    let action = Action { await log.hold() }
    let button = WebButton("Save")
    let work = PendingWork()
    action.bind(to: button)
    PendingWork.$current.withValue(work) {
      button.handle(WebEvent(ref: 1, generation: 1, node: nil, kind: .click))
    }
    #expect(button.isDisabled)
    #expect(button.attributes["aria-busy"] == "true")
    log.release()
    await work.settled()
    #expect(!button.isDisabled)
    #expect(button.attributes["aria-busy"] == nil)
  }

  @Test func aToggleTakesTheStateTheUserSetAndOnlyAState() throws {
    let shown = try PetScene()
    let toggle = try shown.view("good", as: WebToggle.self)
    #expect(shown.send(shown.event(.click, on: toggle.box)) == .wrongKind)
    #expect(shown.send(shown.event(.toggle, on: toggle.box)) == .notOffered)
    #expect(shown.send(shown.event(.toggle, on: toggle, flag: false)) == .wrongKind)
    _ = shown.operations()
    #expect(shown.send(shown.event(.toggle, on: toggle.box, flag: false)) == nil)
    #expect(try shown.pet.value.value?.isOn == false)
    #expect(!toggle.box.isChecked)
    #expect(shown.operations().isEmpty, "the browser shows the user's change already")
    try shown.pet.set(Pet(id: 1, name: "Rex", isOn: true, size: "Small", photo: ""))
    let box = try #require(toggle.box.node)
    #expect(shown.operations().contains(.checked(node: box, true)))
    toggle.isEnabled = false
    #expect(shown.send(shown.event(.toggle, on: toggle.box, flag: false)) == .disabled)
    #expect(try shown.pet.value.value?.isOn == true)
  }

  @Test func aPickerTakesOnlyAnOptionItLists() throws {
    let shown = try PetScene()
    let picker = try shown.view("size", as: WebPicker.self)
    #expect(shown.send(shown.event(.select, on: picker, text: "Huge")) == .notOffered)
    #expect(shown.send(shown.event(.select, on: picker, text: "")) == .notOffered)
    #expect(shown.send(shown.event(.select, on: picker)) == .notOffered)
    #expect(try shown.pet.value.value?.size == "Small")
    _ = shown.operations()
    #expect(shown.send(shown.event(.select, on: picker, text: "Large")) == nil)
    #expect(try shown.pet.value.value?.size == "Large")
    #expect(shown.operations().isEmpty, "the browser shows the user's choice already")
    try shown.pet.set(Pet(id: 1, name: "Rex", isOn: true, size: "Small", photo: ""))
    let node = try #require(picker.node)
    #expect(shown.operations(of: picker) == [.value(node: node, "Small", revision: 0)])
    try shown.pet.set(Pet(id: 1, name: "Rex", isOn: true, size: "Huge", photo: ""))
    #expect(
      shown.operations(of: picker) == [.value(node: node, "", revision: 0)],
      "a value not among the options shows nothing chosen")
    #expect(shown.page.html().contains("disabled selected value=\"\">Size</option>"))
  }

  @Test func aFieldTakesTypingAndReportsEnterLeavingAndEscape() throws {
    let shown = try PetScene()
    let entered = try shown.view("entered", as: WebField.self)
    let events = MutableProperty<[EditEvent]>([])
    let kind = try #require(WebViewKinds.all()["field"]?.editEvents)
    let subscription = kind(entered).observe { event in
      if case .value(let edit) = event { events.modify { $0.append(edit) } }
    }
    defer { subscription.cancel() }
    #expect(shown.send(shown.event(.click, on: entered)) == .wrongKind)
    #expect(shown.send(shown.event(.input, on: entered, revision: 1)) == .notOffered)
    #expect(shown.send(shown.event(.input, on: entered, text: "Rover", revision: 1)) == nil)
    #expect(try shown.pet.value.value?.name == "Rex", "`on: enter` writes nothing while typing")
    #expect(shown.send(shown.event(.commit, on: entered)) == nil)
    #expect(try shown.pet.value.value?.name == "Rover")
    #expect(shown.send(shown.event(.leave, on: entered)) == nil)
    #expect(shown.send(shown.event(.focus, on: entered)) == nil)
    _ = shown.operations()
    #expect(shown.send(shown.event(.cancel, on: entered)) == nil)
    #expect(events.value == [.commit, .leave, .cancel])
    let node = try #require(entered.node)
    #expect(
      shown.operations().contains(.value(node: node, "", revision: 1)),
      "Escape empties a field that clearsOnEscape, answering the user's last edit")
    entered.isEnabled = false
    #expect(shown.send(shown.event(.input, on: entered, text: "R", revision: 2)) == .disabled)
  }

  @Test func anEditFlushedWithEnterIsTakenBeforeIt() throws {
    let shown = try PetScene()
    let entered = try shown.view("entered", as: WebField.self)
    #expect(shown.send(shown.event(.commit, on: entered, text: "Fido", revision: 3)) == nil)
    #expect(try shown.pet.value.value?.name == "Fido")
    #expect(entered.revision == 3)
  }

  @Test func aTextAreaTakesTypingAndWritesWhenLeft() throws {
    let shown = try PetScene()
    let notes = try shown.view("notes", as: WebTextArea.self)
    #expect(shown.send(shown.event(.input, on: notes, text: "Good\ndog", revision: 1)) == nil)
    #expect(try shown.pet.value.value?.name == "Rex", "`on: leave` writes nothing while typing")
    #expect(shown.send(shown.event(.leave, on: notes)) == nil)
    #expect(try shown.pet.value.value?.name == "Good\ndog")
  }
}
