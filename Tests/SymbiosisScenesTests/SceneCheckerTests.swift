import Foundation
import Symbiosis
import SymbiosisScenes
import Testing

/// What the checker reports: every problem of every file at once, each at its token.
@MainActor
@Suite struct SceneCheckerTests {
  let platform = StandInPlatform()

  /// The diagnostics loading `files` gives, one line each.
  func problems(_ files: [(name: String, text: String)], types: SceneTypes = .people) -> [String] {
    do {
      _ = try SceneLibrary(files: files, types: types, platform: platform)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  func problems(_ text: String, types: SceneTypes = .people) -> [String] {
    problems([("T.scene.yaml", text)], types: types)
  }

  @Test func unknownNamesAreAllReportedWithTheNameProbablyMeant() {
    let found = problems(
      """
      scene: T
      sources:
        people: PeopelSource
        person: { settable: Persn }
      bindings:
        - PersonBindingSot: { source: person }
      views:
        - lable: Hello
        - label: { txt: Hello, style: titel }
        - button: { title: Go, action: bak }
        - field: { id: age, edit: person.agee, converter: ag }
      actions:
        back: goBack
      """)
    #expect(
      found == [
        "T.scene.yaml:3:11: error: unknown source type 'PeopelSource'; did you mean 'PeopleSource'?",
        "T.scene.yaml:4:23: error: unknown model type 'Persn'; did you mean 'Person'?",
        "T.scene.yaml:6:5: error: unknown binding type 'PersonBindingSot'; did you mean 'PersonBindingSet'?",
        "T.scene.yaml:8:5: error: unknown view kind 'lable'; did you mean 'label'?",
        "T.scene.yaml:9:14: error: unknown property 'txt' of 'label'; did you mean 'text'?",
        "T.scene.yaml:9:33: error: unknown style 'titel'; did you mean 'title'?",
        "T.scene.yaml:10:34: error: unknown action 'bak'; did you mean 'back'?",
        "T.scene.yaml:11:53: error: unknown converter 'ag'; did you mean 'age'?",
      ])
  }

  @Test func typeMismatchesAreCaughtAtLoad() {
    let found = problems(
      """
      scene: T
      sources:
        people: PeopleSource
        person: { settable: Person }
        byAge: { search: person, for: people, in: age }
        found: { search: people, for: search.text, in: age }
        sorted: { sort: people, by: homepage }
      bindings:
        - PersonCardBindingSet: { source: people, outlets: { swatch: yard, height.view: search } }
      actions:
        copyAge: { copy: person.age }
        open: { openURL: person.email }
        show: { segue: Detail, from: person }
      views:
        - field: { id: search, edit: person.fullName }
        - field: { id: age, edit: person.email, converter: age }
        - yardstick: { id: yard }
        - table: { source: person, cell: { label: "{fullName}" } }
        - table: { source: people, cell: { label: "{fullNam}" }, select: { segue: Detail } }
        - row: { spacing: two, views: [ { label: x } ] }
        - label: { status: [copyAge, open], text: "{search.txt}" }
        - label: { text: x, wraps: maybe, align: centre }
      segues:
        Detail: { scene: T, into: person }
      """)
    #expect(
      found == [
        "T.scene.yaml:5:20: error: 'search' needs a list of a registered model, but source 'person' holds Person",
        "T.scene.yaml:6:50: error: key 'age' of Person is Int, but 'in:' needs text",
        "T.scene.yaml:7:31: error: key 'homepage' of Person is URL, but 'by:' needs values with an order",
        "T.scene.yaml:9:37: error: binding set 'PersonCardBindingSet' shows Person, but source 'people' holds [Person]",
        "T.scene.yaml:9:83: error: outlet 'height.view' of 'PersonCardBindingSet' takes Yardstick, but view 'search' is a field",
        "T.scene.yaml:11:20: error: 'copy' needs text, but 'person.age' is Int",
        "T.scene.yaml:12:20: error: 'openURL' needs a URL, but 'person.email' is String",
        "T.scene.yaml:13:32: error: 'from' needs a list of a registered model, but source 'person' holds Person",
        "T.scene.yaml:15:39: error: key 'fullName' of Person is read-only, but 'edit:' writes it",
        "T.scene.yaml:16:54: error: converter 'age' reads Int, but 'person.email' is String",
        "T.scene.yaml:18:22: error: a table needs a list, but source 'person' holds Person",
        "T.scene.yaml:19:47: error: unknown key 'fullNam' of Person; did you mean 'fullName'?",
        "T.scene.yaml:20:21: error: 'spacing' takes a whole number, not 'two'",
        "T.scene.yaml:21:54: error: unknown value 'txt' of view 'search', a field with 'text' to read; did you mean 'text'?",
        "T.scene.yaml:22:30: error: 'wraps' takes true or false, not 'maybe'",
        "T.scene.yaml:22:44: error: 'align' takes one of 'leading', 'center', 'trailing', not 'centre'; did you mean 'center'?",
      ])
  }

  @Test func duplicatesOutletsActionsAndStylesAreReported() {
    let found = problems(
      """
      scene: T
      sources:
        person: { settable: Person }
        people: PeopleSource
      bindings:
        - PersonCardBindingSet: { source: person, outlets: { swatch: swatch, heigth.view: yard } }
      actions:
        note: { action: NoteAction, with: person }
        call: { action: NoteActon }
      styles:
        loud: { base: titel, colour: red }
      views:
        - label: { id: swatch, text: A }
        - label: { id: swatch, text: B }
        - button: { title: Go, action: { action: NoteAction } }
        - label: { text: x, converter: age }
        - label: { status: [note, nope] }
        - button: { title: Show, action: { segue: Show, from: people } }
      segues:
        Show: { scene: T }
      """, types: .settings(log: ActionLog()))
    #expect(
      found == [
        "T.scene.yaml:6:5: error: binding set 'PersonCardBindingSet' needs a view for outlet 'height.view' (Yardstick): name one in 'outlets:'",
        "T.scene.yaml:6:72: error: unknown outlet 'heigth.view' of 'PersonCardBindingSet'; did you mean 'height.view'?",
        "T.scene.yaml:8:37: error: action 'NoteAction' takes Setting, but 'person' is Person",
        "T.scene.yaml:9:19: error: unknown action type 'NoteActon'; did you mean 'NoteAction'?",
        "T.scene.yaml:11:17: error: unknown style 'titel'; did you mean 'title'?",
        "T.scene.yaml:11:24: error: unknown style attribute 'colour'; expected 'base', 'foreground', 'background', 'bold', 'dim', 'italic', 'underline' or 'reverse'",
        "T.scene.yaml:14:18: error: duplicate view id 'swatch'; first at 13:18",
        "T.scene.yaml:15:34: error: action 'NoteAction' takes Setting: give it 'with:'",
        "T.scene.yaml:16:23: error: unknown property 'converter' of 'label'; expected 'align', 'hidden', 'status', 'style', 'text' or 'wraps'",
        "T.scene.yaml:17:29: error: unknown action or source 'nope'; did you mean 'note'?",
        "T.scene.yaml:18:36: error: segue 'Show' needs an item to pass: use it as a table's 'select:'",
      ])
  }

  @Test func seguesAreCheckedAcrossFiles() {
    let list = """
      scene: List
      sources:
        settings: { constant: "[Setting]", value: [] }
        people: PeopleSource
      views:
        - table: { source: settings, cell: { label: "{name}" }, select: { segue: Show } }
        - table: { source: people, cell: { label: "{fullName}" }, select: { segue: Show, from: settings } }
        - table: { source: people, cell: { label: "{fullName}" }, select: { segue: Nowhere } }
      segues:
        Show: { scene: Detail, into: person }
        Nowhere: { scene: Detial }
        Other: { scene: Detail, present: pop }
      """
    let detail = """
      scene: Detail
      sources:
        person: { settable: Person }
        other: { settable: Person }
      views:
        - label: "{person.fullName}"
      """
    let found = problems(
      [("List.scene.yaml", list), ("Detail.scene.yaml", detail)], types: .settings(log: ActionLog())
    )
    #expect(
      found == [
        "List.scene.yaml:6:67: error: segue 'Show' passes Setting into 'person' of scene 'Detail', which holds Person",
        "List.scene.yaml:7:90: error: the table's items are Person, but 'from:' source 'settings' holds [Setting]",
        "List.scene.yaml:7:90: error: segue 'Show' passes Setting into 'person' of scene 'Detail', which holds Person",
        "List.scene.yaml:11:21: error: unknown scene 'Detial'; did you mean 'Detail'?",
        "List.scene.yaml:12:36: error: expected 'push' or 'modal', found 'pop'",
      ])
  }

  @Test func aConstantThatDoesNotDecodeIsReportedWhereItIsWrong() {
    let found = problems(
      """
      scene: T
      sources:
        people:
          constant: "[Person]"
          value:
            - { id: 1, firstName: Ada, lastName: Lovelace, age: old }
      views:
        - label: Hi
      """)
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("T.scene.yaml:6:") == true)
    #expect(found.first?.contains("age") == true)
  }

  @Test func shapeProblemsAndNameProblemsOfEveryFileComeTogether() {
    let a = """
      scene: A
      sources:
        people: PeopelSource
        broken: { search: people }
      views:
        - label: "{broken.name}"
        - button: { title: Go, action: { segue: Nowhere } }
      segues:
        Nowhere: { scene: B, into: nobody }
      """
    let b = """
      scene: B
      colour: red
      views:
        - lable: Hi
      """
    let found = problems([("A.scene.yaml", a), ("B.scene.yaml", b)])
    #expect(
      found == [
        "A.scene.yaml:3:11: error: unknown source type 'PeopelSource'; did you mean 'PeopleSource'?",
        "A.scene.yaml:4:13: error: a 'search' source needs 'for:'",
        "A.scene.yaml:9:30: error: unknown source 'nobody' of scene 'B'",
        "B.scene.yaml:2:1: error: unknown key 'colour' in a scene file; expected 'scene', 'title', "
          + "'spacing', 'route', 'sources', 'actions', 'bindings', 'views', 'segues' or 'styles'",
        "B.scene.yaml:4:5: error: unknown view kind 'lable'; did you mean 'label'?",
      ])
  }
}
