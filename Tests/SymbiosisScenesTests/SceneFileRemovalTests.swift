import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@_spi(Internals) @testable import SymbiosisScenes

/// A file removed while the app runs is forgotten: its problems go and the other files reload;
/// a scene shown from it stays as it was, and a file still segueing to its scene has that
/// problem, as `--check` says.
@MainActor
@Suite struct SceneFileRemovalTests {
  let platform = StandInPlatform()
  static let list = """
    scene: List
    sources:
      people: PeopleSource
    views:
      - table: { source: people, cell: { label: "{fullName}" }, select: { segue: Open } }
    segues:
      Open: { scene: Detail }
    """
  static let detail =
    "scene: Detail\nsources:\n  person: { settable: Person }\nviews:\n  - label: Hi\n"

  func library() throws -> SceneLibrary {
    try SceneLibrary(
      files: [("List.scene.yaml", Self.list), ("Detail.scene.yaml", Self.detail)],
      types: .people, platform: platform)
  }

  @Test func aRemovedBrokenFileTakesItsProblemsAwayAndOtherFilesReloadAgain() throws {
    let library = try library()
    let scene = try library.scene(named: "List")
    let requests = Recorder(scene.contentRequests)
    library.apply(SceneFileChange(name: "X.scene.yaml", text: "scene: X\nviewz: []\n"))
    #expect(!library.problems.value.isEmpty)
    #expect(Set(library.problems.value.map(\.location.file)) == ["X.scene.yaml"])
    library.apply(SceneFileChange(name: "X.scene.yaml", text: nil))
    #expect(library.problems.value == [])
    library.apply(SceneFileChange(name: "List.scene.yaml", text: Self.list + "\ntitle: All\n"))
    #expect(library.problems.value == [])
    #expect(requests.values.count == 1)
  }

  @Test func aRemovedFileStillSeguedToIsAProblemOfTheFileThatSeguesAndItsSceneStays() throws {
    let library = try library()
    let detail = try library.scene(named: "Detail")
    let requests = Recorder(detail.contentRequests)
    library.remove(file: "Detail.scene.yaml")
    #expect(
      library.problems.value.map(\.description) == [
        "List.scene.yaml:7:18: error: unknown scene 'Detail'; expected 'List'"
      ])
    #expect(library.sceneNames == ["List"])
    #expect(requests.values.isEmpty)
    #expect(detail.definition.name.value == "Detail")
    library.reload(file: "Detail.scene.yaml", text: Self.detail)
    #expect(library.problems.value == [])
    #expect(library.sceneNames == ["Detail", "List"])
    #expect(requests.values.isEmpty, "the scene already shows this file")
  }

  @Test func aFileThatCannotBeReadIsAProblemUntilItCan() throws {
    let library = try library()
    let problem = SceneDiagnostic(
      "cannot read the file: it is not UTF-8 text",
      at: SourceLocation(file: "Detail.scene.yaml", line: 1, column: 1))
    library.apply(SceneFileChange(name: "Detail.scene.yaml", text: nil, problem: problem))
    #expect(library.problems.value.contains(problem))
    library.apply(SceneFileChange(name: "Detail.scene.yaml", text: Self.detail))
    #expect(library.problems.value == [])
  }

  // Issue 29 item 19: Enter on a row whose segue leads to a removed scene did nothing, and said
  // nothing but in the problems box. The library's notice, which the status line shows, says
  // why; a segue that works again clears it.
  @Test func aSegueToARemovedSceneSaysWhyInTheNotice() throws {
    let library = try library()
    let list = try library.scene(named: "List")
    let navigator = Navigator(root: list)
    let open = try #require(list.definition.segues.first)
    library.remove(file: "Detail.scene.yaml")
    navigator.perform(library.segue(open))
    #expect(
      library.notice.value
        == "cannot open 'Detail': no scene file describes it now; "
        + "restore its file or change the segue 'Open'")
    library.reload(file: "Detail.scene.yaml", text: Self.detail)
    navigator.perform(library.segue(open))
    #expect(library.notice.value == nil)
  }
}
