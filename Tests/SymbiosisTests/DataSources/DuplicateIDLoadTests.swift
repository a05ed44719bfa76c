import Symbiosis
import SymbiosisTesting
import Testing

/// Someone with an identity, for lists whose ids may repeat.
private struct Listed: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
}

@MainActor
@Suite("A load whose list repeats an id")
struct DuplicateIDLoadTests {
  @Test func aListWithARepeatedIDFailsNamingItAndRetryRecoversOnceFixed() async throws {
    let api = Gate<[Listed]>()
    let source = DataSource(load: api.load)
    source.loadIfNeeded()
    try await api.answer(
      .success([Listed(id: 1, name: "Ada"), Listed(id: 2, name: "Alan"), Listed(id: 1, name: "Bo")]
      ))
    try await waitUntil { source.phase.value != .loading }
    #expect(source.phase.value == .failed)
    let error = try #require(source.state.value.error as? DuplicateIDs)
    #expect(error.ids == ["1"])
    #expect("\(error)" == "More than one entry has the id 1; give each entry an id of its own.")
    let work = PendingWork()  // the loads and runs the test starts
    PendingWork.$current.withValue(work) { source.refresh() }
    try await api.answer(.success([Listed(id: 1, name: "Ada"), Listed(id: 2, name: "Alan")]))
    await work.settled()
    #expect(source.phase.value == .loaded)
    #expect(source.value.value?.count == 2)
  }

  @Test func everyRepeatedIDIsNamedInTheOrderOfTheList() {
    let ids = [7, 3, 7, 9, 3, 3, 5, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15]
    let error = DuplicateIDs.find(in: ids.map { Listed(id: $0, name: "") })
    #expect(error?.ids == ["7", "3", "11", "12", "13", "14", "15"])
    #expect(
      error?.description
        == "More than one entry has the ids 7, 3, 11, 12, 13 and 2 more; give each entry an id "
        + "of its own.")
    #expect(
      DuplicateIDs(ids: ["1", "4"]).description
        == "More than one entry has the ids 1 and 4; give each entry an id of its own.")
    #expect(DuplicateIDs.find(in: [3, 7, 9].map { Listed(id: $0, name: "") }) == nil)
  }

  /// Property: whatever the list, the check names exactly the ids that occur more than once.
  @Test func theCheckNamesExactlyTheRepeatedIDs() {
    var random = SeededRandom(seed: 29)
    for _ in 0..<500 {
      let ids = (0..<Int.random(in: 0...30, using: &random)).map { _ in
        Int.random(in: 0...25, using: &random)
      }
      let counts = Dictionary(ids.map { ($0, 1) }, uniquingKeysWith: +)
      var expected: [String] = []
      var seen: Set<Int> = []
      for id in ids where counts[id]! > 1 && seen.insert(id).inserted { expected.append("\(id)") }
      let found = DuplicateIDs.find(in: ids.map { Listed(id: $0, name: "") })
      #expect((found?.ids ?? []) == expected, "\(ids)")
    }
  }
}
