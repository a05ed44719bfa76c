import Symbiosis
import SymbiosisTesting
import Testing

@Suite struct StreamCensusTests {
  @Test func countsTheStreamsMadeWhileWatchingAndSeesWhichLive() async {
    let census = StreamCensus()
    let outside = MutableProperty(0)
    let kept = await census.watch {
      let kept = outside.map { $0 + 1 }
      _ = MutableProperty(1)
      // Made in a task started while watching: counted too.
      await Task { _ = Signal<Int>.pipe() }.value
      return kept
    }
    #expect(census.made == 3)
    #expect(census.alive == 1)
    withExtendedLifetime((kept, outside)) {}
  }

  @Test func streamsMadeAfterWatchingAreNotCounted() async {
    let census = StreamCensus()
    await census.watch {}
    _ = MutableProperty(0)
    #expect(census.made == 0)
  }
}
