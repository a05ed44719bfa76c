import Symbiosis
import SymbiosisTesting
import Testing

@MainActor
@Suite("A source switching between sources")
struct SwitchingDataSourceTests {
  let all = SettableDataSource([1, 2, 3, 4])
  let filter = MutableProperty<String?>("All")

  func shown() -> DataSource<[Int]> {
    let even = all.filter { $0.isMultiple(of: 2) }
    let odd = all.filter { !$0.isMultiple(of: 2) }
    return DataSource.switching(on: filter, cases: [("All", all), ("Even", even), ("Odd", odd)])
  }

  @Test func itShowsTheCaseTheKeyNamesAndFollowsTheKey() {
    let shown = shown()
    #expect(shown.value.value == [1, 2, 3, 4])
    filter.value = "Even"
    #expect(shown.value.value == [2, 4])
    #expect(shown.phase.value == .loaded)
    all.modify { $0.append(6) }
    #expect(shown.value.value == [2, 4, 6], "it follows the case's changes")
    filter.value = "Odd"
    #expect(shown.value.value == [1, 3])
  }

  @Test func anEditIsMadeInTheCaseItShows() {
    let shown = shown()
    shown.modify { $0.append(5) }
    #expect(all.value.value == [1, 2, 3, 4, 5])
  }

  @Test func aKeyNamingNoCaseFailsNamingTheCasesAndNilIsIdle() {
    let shown = shown()
    filter.value = "Done"
    #expect(shown.phase.value == .failed)
    #expect(
      shown.state.value.error.map { "\($0)" }
        == "no case is named 'Done'; the cases are 'All', 'Even', 'Odd'")
    filter.value = nil
    #expect(shown.phase.value == .idle)
    filter.value = "All"
    #expect(shown.value.value == [1, 2, 3, 4])
    #expect(shown.phase.value == .loaded)
  }
}
