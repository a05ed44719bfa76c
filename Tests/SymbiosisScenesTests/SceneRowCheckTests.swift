import Foundation
import Symbiosis
import SymbiosisScenes
import Testing

/// What the checker reports about controls in a table's cells, the secondary key and the
/// highlighted item: each mistake at its token, with what was found and what was expected.
@MainActor
@Suite struct SceneRowCheckTests {
  let platform = StandInPlatform()
  let log = ActionLog()

  func problems(_ text: String) -> [String] {
    do {
      _ = try SceneLibrary(
        files: [("T.scene.yaml", text)],
        types: .settings(log: log).source { PeopleByInitial() }, platform: platform)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func aCellsEditsActionsAndStylesAreCheckedAgainstTheRowsItem() {
    let found = problems(
      """
      scene: T
      sources:
        people: PeopleSource
      views:
        - table:
            source: people
            secondary: { action: NoteAction }
            cell:
              row:
                style: { age: title, emial: title, initial: loud }
                views:
                  - toggle: { edit: firstName }
                  - field: { edit: fullName }
                  - field: { edit: agee }
                  - field: { edit: person.age }
                  - field: { edit: firstName, on: blur, ifEmpty: goBack }
                  - button: { title: Go, action: { action: NoteAction } }
                  - label: { text: x, status: [goBack] }
                  - button: { title: x, ifEmpty: goBack }
                  - label: { text: x, on: leave }
      """)
    #expect(
      found == [
        "T.scene.yaml:7:18: error: the action takes Setting, but is given Person",
        "T.scene.yaml:10:20: error: key 'age' of Person is Int, but 'style:' picks a style by a flag: true or false",
        "T.scene.yaml:10:32: error: unknown key 'emial' of Person; did you mean 'email'?",
        "T.scene.yaml:10:46: error: key 'initial' of Person is String, but 'style:' picks a style by a flag: true or false",
        "T.scene.yaml:10:55: error: unknown style 'loud'; expected 'accent', 'border', 'control', 'disabled', 'error', 'focus', 'focusedSelection', 'secondary', 'selection', 'text' or 'title'",
        "T.scene.yaml:12:31: error: key 'firstName' of Person is String, but a toggle edits true or false",
        "T.scene.yaml:13:30: error: key 'fullName' of Person is read-only, but 'edit:' writes it",
        "T.scene.yaml:14:30: error: unknown key 'agee' of Person; did you mean 'age'?",
        "T.scene.yaml:15:30: error: 'edit:' in a cell names a key of the row's Person, like 'age', not 'person.age'",
        "T.scene.yaml:16:45: error: 'on' takes one of 'change', 'enter', 'leave', not 'blur'",
        "T.scene.yaml:17:44: error: the action takes Setting, but is given Person",
        "T.scene.yaml:18:33: error: unknown property 'status' of 'label'; expected 'align', 'hidden', 'style', 'text' or 'wraps'",
        "T.scene.yaml:19:35: error: unknown property 'ifEmpty' of 'button'; expected 'action', 'hidden', 'style' or 'title'",
        "T.scene.yaml:20:33: error: unknown property 'on' of 'label'; expected 'align', 'hidden', 'style', 'text' or 'wraps'",
      ])
  }
}

extension SceneRowCheckTests {
  @Test func aHighlightedSourceNamesATableWhoseItemsCanBeFollowed() {
    let found = problems(
      """
      scene: T
      sources:
        people: PeopleSource
        grouped: { sections: people, by: initial }
        first: { highlighted: lsit }
        second: { highlighted: heading }
        third: { highlighted: list }
      views:
        - label: { id: heading, text: "{third.fullName} {third.agee}" }
        - table: { id: list, source: grouped, cell: { label: "{fullName}" } }
      """)
    #expect(
      found == [
        "T.scene.yaml:5:25: error: unknown table 'lsit'; did you mean 'list'?",
        "T.scene.yaml:6:26: error: 'highlighted' needs the id of a table or grid, but 'heading' is a label",
        "T.scene.yaml:9:58: error: unknown key 'agee' of Person; did you mean 'age'?",
      ])
  }

  @Test func aCellThatEditsItsRowNeedsAListToWriteInto() {
    let found = problems(
      """
      scene: T
      sources:
        settings: { settable: Setting }
        many: { settable: "[Setting]" }
        grouped: PeopleByInitial
      views:
        - table: { source: many, cell: { toggle: { edit: isOn } } }
        - table: { source: settings, cell: { toggle: { edit: isOn } } }
        - table: { source: grouped, cell: { label: "{fullName}" } }
        - table: { source: grouped, cell: { field: { edit: firstName } } }
      """)
    #expect(
      found == [
        "T.scene.yaml:8:22: error: a table needs a list, but source 'settings' holds Setting",
        "T.scene.yaml:10:22: error: the cell's 'edit:' writes each row's Person into source 'grouped' by its identity, but 'grouped' holds sections of Person, not a list of Person",
      ])
  }
}

/// People in sections by initial, as an app's source gives them.
final class PeopleByInitial: DataSource<[Section<String, String, Person>]> {
  override func load() async throws -> [Section<String, String, Person>] {
    [Section(id: "A", header: "A", items: [.ada])]
  }
}
