import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// Segues from buttons: passing nothing, a source to follow, or a key's value.
@MainActor
@Suite struct SceneButtonSegueTests {
  let platform = StandInPlatform()

  /// A page a segue opens: an About page with no source, and a person's page.
  static let about = "scene: About\nviews:\n  - label: Symbiosis\n"
  static let person = """
    scene: Person
    sources:
      person: { settable: Person }
    views:
      - label: "{person.fullName}"
    """

  func problems(_ text: String, others: [(name: String, text: String)] = []) -> [String] {
    do {
      _ = try SceneLibrary(
        files: [("T.scene.yaml", text)] + others, types: .people, platform: platform)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  func pages(_ text: String) throws -> SceneLibrary {
    try SceneLibrary(
      files: [
        ("T.scene.yaml", text), ("About.scene.yaml", Self.about),
        ("Person.scene.yaml", Self.person),
      ],
      types: .people, platform: platform)
  }

  @Test func aButtonsSegueWithNothingToPassOpensItsScene() async throws {
    let library = try pages(
      """
      scene: T
      views:
        - button: { id: about, title: About, action: { segue: About } }
      segues:
        About: { scene: About, present: modal }
      """)
    let scene = try library.scene(named: "T")
    let navigator = Navigator(root: scene)
    let root = try #require(try scene.makeContent() as? StandInView)
    try #require(root.find("about") as? StandInButton).tap()
    try await waitUntil { navigator.stack.value.count == 2 }
    #expect((navigator.top as? FileScene)?.name == "About")
    #expect(navigator.stack.value.last?.presentation == .modal)
  }

  @Test func aButtonsSegueWithASourcePassesTheSourceToFollow() async throws {
    let library = try pages(
      """
      scene: T
      sources:
        people: PeopleSource
        first: { settable: Person }
      views:
        - button: { id: open, title: Open, action: { segue: Person, with: first } }
      segues:
        Person: { scene: Person, into: person }
      """)
    let scene = try library.scene(named: "T")
    let navigator = Navigator(root: scene)
    let root = try #require(try scene.makeContent() as? StandInView)
    let first = try #require(scene.source("first") as? SettableDataSource<Person>)
    first.set(Person.ada)
    try #require(root.find("open") as? StandInButton).tap()
    try await waitUntil { navigator.stack.value.count == 2 }
    let page = try #require(navigator.top as? FileScene)
    let person = try #require(page.source("person") as? SettableDataSource<Person>)
    #expect(person.value.value?.fullName == Person.ada.fullName)
    first.set(Person.grace)
    #expect(person.value.value?.fullName == Person.grace.fullName, "it follows the source")
  }

  @Test func whatASegueIsGivenIsCheckedAgainstItsDestination() {
    let found = problems(
      """
      scene: T
      sources:
        people: PeopleSource
        one: { settable: Person }
      views:
        - button: { title: A, action: { segue: Person, with: one.email } }
        - button: { title: B, action: { segue: Person, with: people } }
        - button: { title: C, action: { segue: Person, with: one } }
        - button: { title: D, action: { segue: About } }
        - button: { title: E, action: { segue: Person, from: people, with: one } }
      segues:
        Person: { scene: Person, into: person }
        About: { scene: About }
      """, others: [("About.scene.yaml", Self.about), ("Person.scene.yaml", Self.person)])
    #expect(
      found == [
        "T.scene.yaml:6:56: error: segue 'Person' passes String into 'person' of scene 'Person', which holds Person",
        "T.scene.yaml:7:56: error: segue 'Person' passes [Person] into 'person' of scene 'Person', which holds Person",
        "T.scene.yaml:10:64: error: a segue passes the item 'from:' a list or what 'with:' refers to, not both",
      ])
  }
}
