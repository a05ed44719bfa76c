import Foundation
@_spi(Internals) import SymbiosisScenes
import Testing

/// The two People scene files, the format's acceptance test, read into definitions.
@Suite struct PeopleSceneFilesTests {
  static let scenes = URL(filePath: #filePath).deletingLastPathComponent()
    .appending(path: "../../Examples/People/Scenes").standardized

  static func text(_ name: String) throws -> String {
    try String(contentsOf: scenes.appending(path: name), encoding: .utf8)
  }

  private func at(_ line: Int, _ column: Int, _ file: String) -> SymbiosisScenes.SourceLocation {
    place(line, column, in: file)
  }

  @Test func thePeopleSceneReadsAsWritten() throws {
    let file = "People.scene.yaml"
    let scene = try SceneDefinition.parse(yaml: Self.text(file), file: file)
    #expect(scene.name == Located("People", at: at(2, 8, file)))
    #expect(scene.title?.parts == [.text("People")])
    #expect(scene.sources.map(\.id.value) == ["people", "byName", "found"])
    #expect(scene.sources[0].kind == .type(Located("PeopleFile", at: at(6, 11, file))))
    #expect(
      scene.sources[1].kind
        == .sorted(
          source: Located("people", at: at(7, 19, file)),
          key: Located("fullName", at: at(7, 31, file)), descending: false))
    let term = Reference(
      Located("search", at: at(8, 33, file)), [Located("text", at: at(8, 40, file))])
    #expect(
      scene.sources[2].kind
        == .search(
          source: Located("byName", at: at(8, 20, file)), term: term,
          key: Located("fullName", at: at(8, 50, file))))
    #expect(scene.views.map(\.kind.value) == ["field", "state"])
    #expect(scene.views[0].id == Located("search", at: at(11, 18, file)))
    #expect(scene.views[0].property("placeholder")?.value.content == .scalar("Search people"))
    let state = scene.views[1]
    #expect(state.properties.map(\.key.value) == ["of", "loading", "empty", "failed", "content"])
    let content = try #require(state.property("content"))
    let (table, tableProblems) = ViewDefinition.parse(content.value)
    #expect(tableProblems.isEmpty)
    #expect(table?.kind == Located("table", at: at(18, 9, file)))
    let cell = try #require(table?.property("cell"))
    let (label, labelProblems) = ViewDefinition.parse(cell.value)
    #expect(labelProblems.isEmpty)
    let text = try #require(label?.property("label"))
    let (template, templateProblems) = TextTemplate.parse(text.value)
    #expect(templateProblems.isEmpty)
    #expect(
      template?.parts == [
        .reference(Reference(Located("fullName", at: at(21, 28, file)))), .text("  "),
        .reference(Reference(Located("age", at: at(21, 40, file)))),
      ])
    let select = try #require(table?.property("select"))
    let (action, actionProblems) = ActionDefinition.parse(select.value, id: nil)
    #expect(actionProblems.isEmpty)
    #expect(
      action?.kind
        == .segue(
          Located("Person", at: at(22, 28, file)), from: Located("people", at: at(22, 42, file))))
    #expect(
      scene.segues == [
        SegueDefinition(
          name: Located("Person", at: at(25, 3, file)),
          scene: Located("Person", at: at(25, 20, file)),
          presentation: Located("push", at: at(25, 37, file)),
          into: Located("person", at: at(25, 49, file)))
      ])
  }

  @Test func thePersonSceneReadsAsWritten() throws {
    let file = "Person.scene.yaml"
    let scene = try SceneDefinition.parse(yaml: Self.text(file), file: file)
    #expect(scene.name.value == "Person")
    #expect(
      scene.title?.references == [
        Reference(
          Located("person", at: at(3, 10, file)), [Located("fullName", at: at(3, 17, file))])
      ])
    guard case .settable(let model, let preview) = scene.sources.first?.kind else {
      Issue.record("expected a settable source")
      return
    }
    #expect(model == TypeName(Located("Person", at: at(7, 15, file)), isList: false))
    #expect(preview?.location == at(9, 7, file))
    #expect(scene.bindings.map(\.type) == [Located("PersonBindingSet", at: at(14, 5, file))])
    #expect(scene.bindings.first?.source == Located("person", at: at(15, 15, file)))
    #expect(scene.bindings.first?.outlets.map(\.outlet.value) == ["swatch"])
    #expect(scene.bindings.first?.outlets.map(\.view.value) == ["swatch"])
    #expect(scene.actions.map(\.id?.value) == ["copy", "open", "back"])
    #expect(
      scene.actions[0].kind
        == .copy(
          Reference(
            Located("person", at: at(19, 17, file)), [Located("email", at: at(19, 24, file))])))
    #expect(scene.actions[0].success?.value == "Copied ✓")
    #expect(scene.actions[2].kind == .goBack)
    #expect(scene.styles.first?.base == Located("title", at: at(24, 17, file)))
    #expect(scene.styles.first?.attributes.map(\.key.value) == ["underline"])
    #expect(scene.views.map(\.kind.value) == ["row", "label", "row", "row", "row", "label"])
    #expect(scene.views[0].children.map(\.id?.value) == [nil, "swatch"])
    #expect(scene.views[1].properties.map(\.key.value) == ["label"])
    #expect(scene.views[2].children[1].id?.value == "age")
    #expect(scene.views[2].children[1].properties.map(\.key.value) == ["edit", "converter"])
    #expect(scene.views[3].children.map(\.kind.value) == ["label", "progress", "label"])
    #expect(
      scene.views[3].children[1].property("progress")?.value.scalarText
        == Located("{person.heightOnYardstick}", at: at(43, 22, file)))
    #expect(scene.views[4].children.count == 3)
  }
}
