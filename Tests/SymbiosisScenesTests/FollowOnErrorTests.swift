import Foundation
import Symbiosis
import SymbiosisScenes
import Testing

/// A problem is reported once, where it is: what it makes unknowable further on (a source's
/// items, a model's keys) is not reported again as problems of its own, as a compiler does not.
@MainActor
@Suite struct FollowOnErrorTests {
  let platform = StandInPlatform()

  /// The diagnostics of People's two scene files, each edited by `edits` (file name → replaced
  /// text → its replacement), copied into a folder of their own as `--check` reads them.
  func peopleProblems(_ edits: [String: [(String, String)]]) throws -> [String] {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "FollowOnErrorTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["People.scene.yaml", "Person.scene.yaml"] {
      var text = try PeopleSceneFilesTests.text(name)
      for (old, new) in edits[name] ?? [] {
        #expect(text.contains(old), "\(name) no longer holds '\(old)'")
        text = text.replacingOccurrences(of: old, with: new)
      }
      try Data(text.utf8).write(to: folder.appending(path: name))
    }
    do {
      _ = try SceneLibrary(directory: folder, types: .people, platform: platform)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func anUnknownSourceTypeIsTheOnlyProblemOfTheListsThatShowIt() throws {
    let found = try peopleProblems([
      "People.scene.yaml": [("people: PeopleFile", "people: PeopelFile")]
    ])
    #expect(
      found == [
        "People.scene.yaml:6:11: error: unknown source type 'PeopelFile'; did you mean 'PeopleFile'?"
      ])
  }

  @Test func anUnknownUpstreamOrListSourceIsTheOnlyProblem() throws {
    let upstream = try peopleProblems([
      "People.scene.yaml": [("{ sort: people,", "{ sort: peeple,")]
    ])
    #expect(
      upstream == [
        "People.scene.yaml:7:19: error: unknown source 'peeple'; did you mean 'people'?"
      ])
    let list = try peopleProblems([
      "People.scene.yaml": [("source: found", "source: fund")]
    ])
    #expect(
      list == ["People.scene.yaml:19:19: error: unknown source 'fund'; did you mean 'found'?"])
  }

  @Test func anUnknownModelIsTheOnlyProblemOfTheScenesThatPassOrShowIt() throws {
    let found = try peopleProblems([
      "Person.scene.yaml": [("settable: Person", "settable: Persn")]
    ])
    #expect(
      found == ["Person.scene.yaml:7:15: error: unknown model type 'Persn'; did you mean 'Person'?"]
    )
  }

  @Test func aListOfOneItemSaysSoAndNothingOfItsSelection() throws {
    let found = try peopleProblems([
      "People.scene.yaml": [
        ("in: fullName }", "in: fullName }\n  one: { settable: Person }"),
        ("source: found", "source: one"),
      ]
    ])
    #expect(
      found == [
        "People.scene.yaml:20:19: error: a table needs a list, but source 'one' holds Person"
      ])
  }

  @Test func aSceneFileThatCannotBeReadIsNotAnUnknownSceneWhereASegueNamesIt() throws {
    let found = try peopleProblems([
      "Person.scene.yaml": [("scene: Person", "scene: [Person")]
    ])
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("Person.scene.yaml:") == true)
  }

  @Test func aButtonsSegueOutsideAListPassesNothingAndIsNoProblem() throws {
    let found = try peopleProblems([
      "People.scene.yaml": [
        (
          "- field: { id: search,",
          "- button: { title: Go, action: { segue: Person } }\n  - field: { id: search,"
        )
      ]
    ])
    #expect(found == [])
  }
}
