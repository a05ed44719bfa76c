import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// Dropping a file scene releases every object it made: its sources, views, bindings and
/// actions.
@MainActor
@Suite struct FileSceneLifetimeTests {
  let platform = StandInPlatform()

  private struct Weak {
    weak var object: AnyObject?
  }

  @Test func goingBackFromPersonReleasesItAndDroppingPeopleReleasesTheRest() async throws {
    var people: [Weak] = []
    var person: [Weak] = []
    var navigator: Navigator?
    // What a platform's navigation stack holds: each shown scene's view.
    var shown: [StandInView] = []
    do {
      let library = try SceneLibrary(
        directory: StandInPeopleTests.scenes, types: .people, platform: platform)
      let root = try library.scene(named: "People")
      navigator = Navigator(root: root)
      let content = try #require(try root.makeContent() as? StandInView)
      shown.append(content)
      let table = try #require(content.all.first { $0.kind == "table" })
      try await waitUntil { table.rows?().isEmpty == false }
      people = ([root, root.source("people"), root.source("found")] + content.all)
        .map { Weak(object: $0) }
      table.selectRow?(1)
      try await waitUntil { navigator?.stack.value.count == 2 }
      let scene = try #require(navigator?.top as? FileScene)
      let page = try #require(try scene.makeContent() as? StandInView)
      shown.append(page)
      try #require(page.find("age")).textInput.value = "abc"
      try #require(
        page.all.compactMap { $0 as? StandInButton }.filter { $0.kind == "button" }.first
      ).tap()
      person = ([scene, scene.source("person")] + page.all).map { Weak(object: $0) }
    }
    #expect(person.allSatisfy { $0.object != nil }, "the navigator shows Person")
    try navigator?.goBack()
    shown.removeLast()
    try await waitUntil { person.allSatisfy { $0.object == nil } }
    #expect(people.allSatisfy { $0.object != nil }, "the navigator shows People")
    navigator = nil
    shown = []
    try await waitUntil { people.allSatisfy { $0.object == nil } }
    #expect(platform.alive.isEmpty)
  }

  @Test func remadeContentReleasesTheContentBefore() async throws {
    let library = try SceneLibrary(
      directory: StandInPeopleTests.scenes, types: .people, platform: platform)
    let people = try library.scene(named: "People")
    let navigator = Navigator(root: people)
    var shown = try #require(try people.makeContent() as? StandInView)
    do {
      let table = try #require(shown.all.first { $0.kind == "table" })
      try await waitUntil { table.rows?().isEmpty == false }
      table.selectRow?(0)
      try await waitUntil { navigator.stack.value.count == 2 }
    }
    let person = try #require(navigator.top as? FileScene)
    var page = try #require(try person.makeContent() as? StandInView)
    for _ in 0..<3 {
      weak let oldPage = page
      weak let oldContent = shown
      page = try #require(try person.makeContent() as? StandInView)
      shown = try #require(try people.makeContent() as? StandInView)
      try await waitUntil { oldPage == nil && oldContent == nil }
    }
    let made = Set((page.all + shown.all).map(ObjectIdentifier.init))
    try await waitUntil { Set(platform.alive.map(ObjectIdentifier.init)).isSubset(of: made) }
  }
}
