import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@_spi(Internals) @testable import SymbiosisScenes

/// Reloading a file: live scenes follow a good file and keep their sources' values; a broken
/// file keeps the last good scene and lists its problems until fixed.
@MainActor
@Suite struct SceneReloadTests {
  let platform = StandInPlatform()

  static let directory = """
    scene: Directory
    sources:
      people: PeopleSource
      found: { search: people, for: search.text, in: fullName }
    views:
      - field: { id: search }
      - table: { id: list, source: found, cell: { label: "{fullName}  {age}" } }
    """

  func load(_ text: String = directory) throws -> (SceneLibrary, FileScene) {
    let library = try SceneLibrary(
      files: [("Directory.scene.yaml", text)], types: .people, platform: platform)
    return (library, try library.scene(named: "Directory"))
  }

  func rows(of content: any PlatformView) -> [String]? {
    (content as? StandInView)?.find("list")?.rows?()
  }

  @Test func aGoodReloadRemakesTheContentAndKeepsTheSourcesValues() async throws {
    let (library, scene) = try load()
    let requests = Recorder(scene.contentRequests)
    let content = try scene.makeContent()
    try await waitUntil { rows(of: content)?.count == 3 }
    let people = try #require(scene.source("people") as? DataSource<[Person]>)
    people.modify { $0[0].age = 37 }
    let changed = Self.directory.replacingOccurrences(
      of: "\"{fullName}  {age}\"", with: "\"{fullName} ({age})\"")
    library.reload(file: "Directory.scene.yaml", text: changed)
    #expect(library.problems.value == [])
    #expect(requests.values.count == 1)
    #expect(scene.source("people") === people)
    let remade = try scene.makeContent()
    #expect(rows(of: remade) == ["Ada Lovelace (37)", "Alan Turing (41)", "Grace Hopper (85)"])
  }

  @Test func aSourceWhoseKindChangesIsMadeAgainAndSoAreThoseComputedFromIt() async throws {
    let (library, scene) = try load()
    _ = try scene.makeContent()
    let people = try #require(scene.source("people"))
    let found = try #require(scene.source("found"))
    library.reload(
      file: "Directory.scene.yaml",
      text: Self.directory.replacingOccurrences(of: "in: fullName", with: "in: email"))
    #expect(scene.source("people") === people)
    #expect(scene.source("found") !== found)
    library.reload(
      file: "Directory.scene.yaml",
      text: Self.directory.replacingOccurrences(
        of: "people: PeopleSource", with: "people: { constant: \"[Person]\", value: [] }"))
    #expect(scene.source("people") !== people)
  }

  @Test func aBrokenReloadKeepsTheSceneAndListsItsProblemsUntilFixed() async throws {
    let (library, scene) = try load()
    let requests = Recorder(scene.contentRequests)
    let content = try scene.makeContent()
    try await waitUntil { rows(of: content)?.count == 3 }
    let broken = Self.directory.replacingOccurrences(of: "- field:", with: "- feild:")
      .replacingOccurrences(of: "in: fullName", with: "in: fullNme")
    library.reload(file: "Directory.scene.yaml", text: broken)
    #expect(
      library.problems.value.map(\.description) == [
        "Directory.scene.yaml:4:50: error: unknown key 'fullNme' of Person; did you mean 'fullName'?",
        "Directory.scene.yaml:6:5: error: unknown view kind 'feild'; did you mean 'field'?",
      ])
    #expect(requests.values.isEmpty)
    library.reload(file: "Directory.scene.yaml", text: "scene: [")
    #expect(library.problems.value.count == 1)
    #expect(library.problems.value.first?.location.file == "Directory.scene.yaml")
    #expect(scene.definition.views.map(\.kind.value) == ["field", "table"])
    library.reload(file: "Directory.scene.yaml", text: Self.directory)
    #expect(library.problems.value == [])
    #expect(requests.values.isEmpty, "the scene already shows this file")
    library.reload(file: "Directory.scene.yaml", text: Self.directory + "\ntitle: Everyone\n")
    #expect(requests.values.count == 1)
  }

  @Test func aReloadReachesEveryLiveSceneOfTheFileOnly() throws {
    let other = "scene: Other\nviews:\n  - label: Hi\n"
    let library = try SceneLibrary(
      files: [("Directory.scene.yaml", Self.directory), ("Other.scene.yaml", other)],
      types: .people, platform: platform)
    let first = try library.scene(named: "Directory")
    let second = try library.scene(named: "Directory")
    let third = try library.scene(named: "Other")
    let recorders = [first, second, third].map { Recorder($0.contentRequests) }
    library.reload(file: "Directory.scene.yaml", text: Self.directory + "\ntitle: Everyone\n")
    #expect(recorders.map(\.values.count) == [1, 1, 0])
    #expect(first.title.value == "Directory")
    _ = try first.makeContent()
    #expect(first.title.value == "Everyone")
  }

  @Test func aChangeThatBreaksAnotherFileIsKeptOut() throws {
    let list = """
      scene: List
      sources:
        people: PeopleSource
      views:
        - table: { source: people, cell: { label: "{fullName}" }, select: { segue: Open } }
      segues:
        Open: { scene: Detail }
      """
    let detail = "scene: Detail\nsources:\n  person: { settable: Person }\nviews:\n  - label: Hi\n"
    let library = try SceneLibrary(
      files: [("List.scene.yaml", list), ("Detail.scene.yaml", detail)], types: .people,
      platform: platform)
    let scene = try library.scene(named: "Detail")
    let requests = Recorder(scene.contentRequests)
    library.reload(
      file: "Detail.scene.yaml", text: detail.replacingOccurrences(of: "Detail", with: "Details"))
    #expect(
      library.problems.value.map(\.description) == [
        "List.scene.yaml:7:18: error: unknown scene 'Detail'; did you mean 'Details'?"
      ])
    #expect(requests.values.isEmpty)
    #expect(library.sceneNames == ["Detail", "List"])
    library.reload(
      file: "List.scene.yaml",
      text: list.replacingOccurrences(of: "scene: Detail", with: "scene: Details"))
    #expect(library.problems.value == [])
    #expect(library.sceneNames == ["Details", "List"])
    #expect(requests.values.count == 1)
  }
}
