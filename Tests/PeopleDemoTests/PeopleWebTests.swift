import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTesting
import SymbiosisWeb
import SymbiosisWebTesting
import Testing

@testable import PeopleDemo

@MainActor
@Suite("The People demo in the browser, from the same scene files")
struct PeopleWebTests {
  /// A person's page shows their favourite colour in its swatch: `people --web` refused
  /// Person.scene.yaml before web views were ColorShowing ("outlet 'swatch' of
  /// 'PersonBindingSet' takes ColorShowing, but view 'swatch' is a label"). The session's
  /// clock stands still: its people are found however long their file takes to load.
  @Test func aPersonsSwatchShowsTheirColour() async throws {
    let client = try await WebTestClient(
      scenes: PeopleDemoTests.scenes, types: .people(file: nil), root: "People",
      path: "/people/person/12", clock: ControllableClock())
    #expect(client.title == "Grace Hopper")
    #expect(client.element(id: "swatch")?.attributes["data-color"] == "#8ac926")
  }
}
