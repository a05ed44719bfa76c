@_spi(Internals) import SymbiosisScenes
import Testing

/// Shape problems: each at the exact token, with what was found and what was expected, all at
/// once.
@Suite struct SceneDefinitionShapeTests {
  private func problems(_ yaml: String) -> [SceneDiagnostic] {
    do {
      _ = try SceneDefinition.parse(yaml: yaml, file: "T.scene.yaml")
      return []
    } catch {
      return error.diagnostics
    }
  }

  private let views = "views:\n  - label: Hi\n"

  @Test func anUnknownSectionIsNamedWithTheClosestKnownOne() {
    #expect(
      problems("scene: A\nsorces:\n  people: PeopleSource\n" + views) == [
        SceneDiagnostic(
          "unknown key 'sorces' in a scene file", at: place(2, 1), suggestion: "sources")
      ])
  }

  @Test func aListWhereAMappingWasExpectedSaysBoth() {
    #expect(
      problems("scene: A\nsources:\n  - people: PeopleSource\n" + views) == [
        SceneDiagnostic(
          "expected a mapping of source ids to sources, found a list", at: place(3, 3))
      ])
  }

  @Test func aMissingSceneNameAndViewsAreReportedAtTheFilesStart() {
    #expect(
      problems("title: A\n") == [
        SceneDiagnostic("a scene file needs 'scene:'", at: place(1, 1)),
        SceneDiagnostic("a scene file needs 'views:'", at: place(1, 1)),
      ])
    #expect(
      problems("") == [
        SceneDiagnostic(
          "expected a scene: a mapping starting with 'scene: Name', found an empty file",
          at: place(1, 1))
      ])
  }

  @Test func aSourceOrActionWithTwoKindsIsReportedAtTheSecondKind() {
    let yaml = """
      scene: A
      sources:
        found: { search: people, filter: people, for: search.text, in: fullName }
      actions:
        go: { refresh: people, copy: person.email }
      \(views)
      """
    #expect(
      problems(yaml) == [
        SceneDiagnostic(
          "source 'found' has one kind, found 'search' and 'filter'", at: place(3, 28)),
        SceneDiagnostic("an action has one kind, found 'refresh' and 'copy'", at: place(5, 26)),
      ])
  }

  @Test func aSourceWithoutAKindOrAFieldSaysWhatItNeeds() {
    let yaml = """
      scene: A
      sources:
        a: { serch: people }
        b: { sort: people, descending: maybe }
      \(views)
      """
    #expect(
      problems(yaml) == [
        SceneDiagnostic(
          "source 'a' needs one of 'settable', 'constant', 'search', 'filter', 'sort', "
            + "'sections', 'highlighted' or 'switch', found none", at: place(3, 6)),
        SceneDiagnostic(
          "unknown key 'serch' in source 'a'", at: place(3, 8), suggestion: "search"),
        SceneDiagnostic("a 'sort' source needs 'by:'", at: place(4, 8)),
        SceneDiagnostic("expected true or false, found 'maybe'", at: place(4, 34)),
      ])
  }

  @Test func viewItemsHaveOneKindAndListsAreNotEmpty() {
    let yaml = """
      scene: A
      views:
        - label: Age
          style: error
        - row: { views: [] }
        - [label]
      """
    #expect(
      problems(yaml) == [
        SceneDiagnostic(
          "a view has one kind, found 'label' and 'style'; write properties inside the kind, "
            + "'label: { style: … }'", at: place(4, 5)),
        SceneDiagnostic("expected at least one view, found an empty list", at: place(5, 19)),
        SceneDiagnostic(
          "expected a view such as 'label: Hello' or 'field: { id: name }', found a list",
          at: place(6, 5)),
      ])
    #expect(
      problems("scene: A\nviews: []\n") == [
        SceneDiagnostic("expected at least one view, found an empty list", at: place(2, 8))
      ])
  }

  @Test func aViewWrittenAsAScalarHoldsItUnderTheKindsName() throws {
    let scene = try SceneDefinition.parse(
      yaml: "scene: A\nviews:\n  - label: Age\n  - yardstick:\n", file: "T.scene.yaml")
    #expect(
      scene.views[0].properties == [
        SceneNode.Entry(
          key: Located("label", at: place(3, 5)), value: SceneNode(.scalar("Age"), at: place(3, 12))
        )
      ])
    #expect(scene.views[1].properties.isEmpty)
  }

  @Test func actionsBindingsSeguesAndStylesReportTheirShapes() {
    let yaml = """
      scene: A
      actions:
        back: goBak
        open: { openURL: "person.home page" }
      bindings:
        - PersonBindingSet: { outlets: { swatch: [a] } }
        - A: { source: a }
          B: { source: b }
      segues:
        Person: { scene: Person, present: pop }
      styles:
        name: title
      \(views)
      """
    #expect(
      problems(yaml) == [
        SceneDiagnostic(
          "expected an action — 'goBack', 'dismiss' or 'focusNext', or a mapping with one of "
            + "'segue', 'refresh', 'copy', 'openURL', 'action', 'add', 'remove' or 'set' — "
            + "found 'goBak'",
          at: place(3, 9), suggestion: "goBack"),
        SceneDiagnostic(
          "expected a name of letters, digits and '_' in reference 'person.home page', found 'home page'",
          at: place(4, 28)),
        SceneDiagnostic("binding 'PersonBindingSet' needs 'source:'", at: place(6, 5)),
        SceneDiagnostic("expected a view's id, found a list", at: place(6, 44)),
        SceneDiagnostic(
          "a binding item names one type, found 'A' and 'B'; write each binding as its own "
            + "'- Type:' item", at: place(8, 5)),
        SceneDiagnostic("expected 'push' or 'modal', found 'pop'", at: place(10, 37)),
        SceneDiagnostic(
          "expected a style's attributes such as '{ base: title, bold: true }', found 'title'",
          at: place(12, 9)),
      ])
  }

  @Test func everyProblemOfAFileIsReportedAtOnceInFileOrder() {
    let yaml = """
      scene: 12 monkeys
      titel: Hi {
      sources:
        people: [PeopleSource]
        found: { search: people, for: "search.", in: fullName }
      views:
        - label: Hi
      """
    let found = problems(yaml)
    #expect(found.map(\.location) == [place(1, 8), place(2, 1), place(4, 11), place(5, 41)])
    #expect(found.map(\.location) == found.map(\.location).sorted())
  }

  @Test func theTitleIsATemplate() {
    #expect(
      problems("scene: A\ntitle: \"{person.name\"\n" + views) == [
        SceneDiagnostic(
          "unclosed '{' in text; close the reference with '}' or write '{{' for a brace",
          at: place(2, 9))
      ])
  }
}
