import Foundation
import Symbiosis
import SymbiosisScenes
import Testing

/// What the checker says of a scene file's `route:`: it names a settable source of text.
@MainActor
@Suite struct SceneRouteCheckTests {
  let platform = StandInPlatform()

  func problems(_ text: String) -> [String] {
    do {
      _ = try SceneLibrary(
        files: [("T.scene.yaml", text)],
        types: .people.source("Filter") { SettableDataSource("All") },
        platform: platform)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func aRouteOfASettableSourceOfTextLoads() {
    #expect(
      problems("scene: T\nroute: filter\nsources:\n  filter: Filter\nviews:\n  - label: A\n") == [])
  }

  @Test func aRouteNamingNoSourceIsUnknownWithTheNameMeant() {
    #expect(
      problems("scene: T\nroute: filtr\nsources:\n  filter: Filter\nviews:\n  - label: A\n") == [
        "T.scene.yaml:2:8: error: unknown source 'filtr'; did you mean 'filter'?"
      ])
  }

  @Test func aRouteOfAComputedSourceOrOfAnotherTypeSaysWhatItTakes() {
    #expect(
      problems(
        """
        scene: T
        route: found
        sources:
          people: PeopleSource
          found: { search: people, for: search.text, in: fullName }
        views:
          - field: { id: search }
        """) == [
          "T.scene.yaml:2:8: error: 'route' takes a settable source, whose value a URL path sets, but source 'found' is computed from others"
        ])
    #expect(
      problems("scene: T\nroute: people\nsources:\n  people: PeopleSource\nviews:\n  - label: A\n")
        == [
          "T.scene.yaml:2:8: error: 'route' takes a settable source, whose value a URL path sets, but source 'people' is a PeopleSource, which is not a SettableDataSource"
        ])
    #expect(
      problems(
        "scene: T\nroute: person\nsources:\n  person: { settable: Person }\nviews:\n  - label: A\n")
        == [
          "T.scene.yaml:2:8: error: 'route' takes a source of text (String), but source 'person' holds Person"
        ])
  }

  @Test func aRouteThatIsNoNameSaysSo() {
    #expect(
      problems("scene: T\nroute: [filter]\nsources:\n  filter: Filter\nviews:\n  - label: A\n")
        .count == 1)
  }
}
