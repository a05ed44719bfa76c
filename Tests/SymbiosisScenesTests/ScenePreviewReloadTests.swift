import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// A settable source's `preview:` is data only where previews show: elsewhere a changed
/// preview keeps the source and the value it holds (the one a segue passed).
@MainActor
@Suite struct ScenePreviewReloadTests {
  let platform = StandInPlatform()
  static let file = """
    scene: Detail
    sources:
      person:
        settable: Person
        preview: { id: 9, firstName: Ada, lastName: Lovelace, age: 85, heightInInches: 65,
          favoriteColor: red, email: a@b.c, homepage: "https://example.org" }
    views:
      - label: "{person.fullName} {person.age}"
    """

  func load(showsPreviews: Bool) throws -> (SceneLibrary, FileScene) {
    let library = try SceneLibrary(
      files: [("Detail.scene.yaml", Self.file)], types: .people, platform: platform,
      showsPreviews: showsPreviews)
    return (library, try library.scene(named: "Detail"))
  }

  @Test(arguments: [86, 85, 0])
  func aChangedPreviewKeepsTheSettableSourceAndItsValue(age: Int) throws {
    let (library, scene) = try load(showsPreviews: false)
    let person = try #require(scene.source("person") as? SettableDataSource<Person>)
    person.set(.grace)
    library.reload(
      file: "Detail.scene.yaml", text: Self.file.replacingOccurrences(of: "85", with: "\(age)"))
    #expect(library.problems.value == [])
    #expect(scene.source("person") === person)
    #expect(person.value.value == .grace)
  }

  @Test func inAPreviewAChangedPreviewIsNewData() throws {
    let (library, scene) = try load(showsPreviews: true)
    let person = try #require(scene.source("person") as? SettableDataSource<Person>)
    #expect(person.value.value?.age == 85)
    library.reload(
      file: "Detail.scene.yaml", text: Self.file.replacingOccurrences(of: "85", with: "77"))
    let remade = try #require(scene.source("person") as? SettableDataSource<Person>)
    #expect(remade.value.value?.age == 77)
  }

  @Test func aSettableSourceOfAnotherModelIsNew() throws {
    let (library, scene) = try load(showsPreviews: false)
    let person = try #require(scene.source("person"))
    library.reload(
      file: "Detail.scene.yaml",
      text: Self.file.replacingOccurrences(of: "settable: Person", with: "settable: \"[Person]\"")
        .replacingOccurrences(of: "preview: {", with: "preview: [{").replacingOccurrences(
          of: "example.org\" }", with: "example.org\" }]"
        )
        .replacingOccurrences(of: "{person.fullName} {person.age}", with: "Hi"))
    #expect(library.problems.value == [])
    #expect(scene.source("person") !== person)
  }
}
