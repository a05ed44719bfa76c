import Foundation
import Symbiosis
import SymbiosisScenes
import Testing

/// What the checker reports of `add`, `remove` and `set`: each mistake at its word, with what
/// was found and what was expected.
@MainActor
@Suite struct CollectionActionCheckTests {
  let platform = StandInPlatform()

  func problems(_ text: String, types: SceneTypes = .chores) -> [String] {
    do {
      _ = try SceneLibrary(files: [("T.scene.yaml", text)], types: types, platform: platform)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func theListAndItsKeysAreChecked() {
    let found = problems(
      """
      scene: T
      sources:
        chores: { settable: "[Chore]" }
        one: { settable: Chore }
      actions:
        a: { add: chorse }
        b: { add: one }
        c: { remove: chores, where: title }
        d: { set: titel, in: chores, to: true }
        e: { set: summary, in: chores, to: false }
        f: { remove: chores, where: done, confirm: "{chores.titel}" }
      views:
        - label: Hi
      """)
    #expect(
      found == [
        "T.scene.yaml:6:13: error: unknown source 'chorse'; did you mean 'chores'?",
        "T.scene.yaml:7:13: error: 'add' needs a list of a registered model, but source 'one' holds Chore",
        "T.scene.yaml:8:31: error: key 'title' of Chore is String, but 'where:' needs a Bool key",
        "T.scene.yaml:9:13: error: unknown key 'titel' of Chore; did you mean 'title'?",
        "T.scene.yaml:10:13: error: key 'summary' of Chore is String, but 'set' needs a Bool key",
        "T.scene.yaml:11:55: error: 'titel' is not a value of a list: [Chore] has count, isEmpty, all and any",
      ])
  }

  @Test func setWritesAWritableFlagOnly() {
    struct Lamp: Identifiable, Sendable {
      let id: Int
      var isOn: Bool { true }
    }
    let types = SceneTypes().model(Lamp.self, keys: ["isOn": \.isOn], new: { Lamp(id: 0) })
    let found = problems(
      """
      scene: T
      sources:
        lamps: { settable: "[Lamp]" }
      actions:
        on: { set: isOn, in: lamps, to: true }
      views:
        - label: Hi
      """, types: types)
    #expect(
      found == ["T.scene.yaml:5:14: error: key 'isOn' of Lamp is read-only, but 'set' writes it"])
  }

  @Test func addNeedsNewAndWritableKeysOfTheRightType() {
    let found = problems(
      """
      scene: T
      sources:
        chores: { settable: "[Chore]" }
        people: PeopleSource
      actions:
        a: { add: people, values: { fullName: name.text } }
        b: { add: chores, values: { summary: name.text, rank: name.text, titl: name.text } }
        c: { add: chores, values: { title: nam.text } }
      views:
        - field: { id: name }
      """)
    #expect(
      found == [
        "T.scene.yaml:6:13: error: 'add' makes a new Person, but Person is registered without 'new:'; register it with '.model(Person.self, keys: …, new: { Person() })'",
        "T.scene.yaml:6:31: error: key 'fullName' of Person is read-only, but 'add' sets it",
        "T.scene.yaml:7:31: error: key 'summary' of Chore is read-only, but 'add' sets it",
        "T.scene.yaml:7:57: error: key 'rank' of Chore is Int, but 'name.text' is String",
        "T.scene.yaml:7:68: error: unknown key 'titl' of Chore; did you mean 'title'?",
        "T.scene.yaml:8:38: error: unknown source or view 'nam'; did you mean 'name'?",
      ])
  }

  @Test func aBareRemoveNeedsARowAndTheRowsItems() {
    let found = problems(
      """
      scene: T
      sources:
        chores: { settable: "[Chore]" }
        people: PeopleSource
      actions:
        del: { remove: chores, confirm: "Delete {titel}?" }
      views:
        - button: { title: Delete, action: del }
        - button: { title: Clear, action: { remove: chores } }
        - table: { source: people, cell: { label: "{fullName}" }, select: { remove: chores } }
        - table: { source: chores, cell: { label: "{title}" }, select: del }
        - table: { source: people, cell: { label: "{fullName}" }, select: { set: done, in: chores, to: true } }
      """)
    #expect(
      found == [
        "T.scene.yaml:6:44: error: unknown key 'titel' of Chore; did you mean 'title'?",
        "T.scene.yaml:8:38: error: '{ remove: chores }' removes a row's item, but is used outside a row: use it in a table's 'select:' or a cell, or add 'where:' to remove every item whose key is true",
        "T.scene.yaml:9:37: error: '{ remove: chores }' removes a row's item, but is used outside a row: use it in a table's 'select:' or a cell, or add 'where:' to remove every item whose key is true",
        "T.scene.yaml:10:79: error: the table's items are Person, but 'remove:' source 'chores' holds [Chore]",
        "T.scene.yaml:12:86: error: the table's items are Person, but 'set:' source 'chores' holds [Chore]",
      ])
  }

  @Test func theShapeOfEachActionIsChecked() {
    let found = problems(
      """
      scene: T
      sources:
        chores: { settable: "[Chore]" }
      actions:
        a: { set: done, in: chores }
        b: { set: done, to: maybe, in: chores }
        c: { add: chores, values: [title] }
        d: { remove: chores, wher: done }
      views:
        - label: Hi
      """)
    #expect(
      found == [
        "T.scene.yaml:5:8: error: a 'set' action needs 'to:'",
        "T.scene.yaml:6:23: error: expected true, false or toggle, found 'maybe'",
        "T.scene.yaml:7:29: error: expected the keys to set, such as '{ title: new.text }', found a list",
        "T.scene.yaml:8:24: error: unknown key 'wher' in a 'remove' action; did you mean 'where'?",
      ])
  }
}
