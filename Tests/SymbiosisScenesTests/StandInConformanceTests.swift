import Symbiosis
import SymbiosisScenes
import SymbiosisScenesTesting
import Testing

/// The stand-in platform against the scene-file schema: it declares no kind of its own, builds
/// every standard one, and loads a file naming every kind.
@MainActor
@Suite("The stand-in platform conforms to the scene schema")
struct StandInConformanceTests {
  @Test func theStandInPassesTheConformanceSuite() async {
    #expect(await SceneConformance.failures(of: StandInPlatform()) == [])
  }

  @Test func theStandInBuildsTheStandardKindsAndNoneOfItsOwn() {
    #expect(Set(StandInPlatform().viewKinds.keys) == Set(SceneSchema.viewKinds.keys))
  }

  @Test func aSceneFileUsingEveryStandardKindLoads() throws {
    let platform = StandInPlatform()
    let content = try #require(
      try SceneConformance.contentOfEveryKind(on: platform) as? StandInView)
    let kinds = Set(content.all.map(\.kind))
    #expect(kinds.isSuperset(of: SceneSchema.viewKinds.keys))
    #expect(kinds.isSuperset(of: ["row", "column", "table", "grid"]))
    #expect(content.find("name")?.properties["clearsOnEscape"] == .boolean(true))
  }

  @Test func aStyleIsResolvedThroughItsBases() throws {
    let content = try #require(
      try SceneConformance.contentOfEveryKind(on: StandInPlatform()) as? StandInView)
    let label = try #require(content.all.first { $0.style == "louder" })
    #expect(label.styleAttributes["role"] == "title")
    #expect(label.styleAttributes["foreground"] == "brightYellow")
    #expect(label.styleAttributes["background"] == "#3366cc")
  }
}
