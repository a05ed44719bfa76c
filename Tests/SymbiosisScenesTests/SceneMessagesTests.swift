import Foundation
import Symbiosis
import SymbiosisScenes
import Testing

/// What a new user's first mistakes are told.
@MainActor
@Suite struct SceneMessagesTests {
  let platform = StandInPlatform()

  func problems(_ text: String) -> [String] {
    do {
      _ = try SceneLibrary(files: [("T.scene.yaml", text)], types: .people, platform: platform)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func aMembersOutletNotNamedIsToBeNamedInOutlets() {
    let found = problems(
      """
      scene: T
      sources:
        person: { settable: Person }
      bindings:
        - PersonCardBindingSet: { source: person, outlets: { swatch: swatch } }
      views:
        - label: { id: swatch, text: A }
      """)
    #expect(
      found == [
        "T.scene.yaml:5:5: error: binding set 'PersonCardBindingSet' needs a view for outlet 'height.view' (Yardstick): name one in 'outlets:'"
      ])
  }

  @Test func anOutletsViewThatIsGoneIsAnUnknownViewAndNothingElse() {
    let found = problems(
      """
      scene: T
      sources:
        person: { settable: Person }
      bindings:
        - PersonCardBindingSet: { source: person, outlets: { swatch: swatch, height.view: yard } }
      views:
        - label: { id: swatch, text: A }
        - yardstick: { id: yards }
      """)
    #expect(
      found == [
        "T.scene.yaml:5:85: error: unknown view 'yard'; did you mean 'yards'?"
      ])
  }

  @Test func anUnknownNameWithNoNearMissListsWhatIsValidWhenFew() {
    let found = problems(
      """
      scene: T
      sources:
        person: { settable: Person }
      views:
        - label: { colour: red }
        - label: "{person.where}"
        - flield: x
      """)
    #expect(found.count == 3)
    #expect(
      found.first
        == "T.scene.yaml:5:14: error: unknown property 'colour' of 'label'; expected 'align', "
        + "'hidden', 'status', 'style', 'text' or 'wraps'")
    #expect(
      found.dropFirst().first
        == "T.scene.yaml:6:21: error: unknown key 'where' of Person; expected 'age', 'email', "
        + "'firstName', 'fullName', 'height', 'heightInInches', 'heightOnYardstick', 'homepage' "
        + "or 'initial'")
  }

  @Test func anEditOfAnUnknownSourceSaysSo() {
    #expect(
      problems(
        """
        scene: T
        sources:
          whom: { settable: Person }
        views:
          - field: { edit: who.age }
        """) == ["T.scene.yaml:5:20: error: unknown source 'who'; did you mean 'whom'?"])
  }
}
