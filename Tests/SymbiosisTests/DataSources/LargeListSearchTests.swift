import Foundation
import Symbiosis
import SymbiosisTesting
import Synchronization
import Testing

/// Someone in a large list, known by a number.
private struct Entry: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
}

@MainActor
@Suite("Searching, filtering and sorting a large list")
struct LargeListSearchTests {
  private static let count = DerivedDataSource<[Int]>.inlineLimit + 1_000
  private static let entries = (0..<count).map { Entry(id: $0, name: "Person \($0)") }

  @Test func aLargeListIsSearchedOffTheMainActorShowingTheLastResultMeanwhile() async throws {
    let people = SettableDataSource(Self.entries)
    let term = MutableProperty("")
    let onMain = Mutex(0)
    let work = PendingWork()  // the searches the test starts
    let found = PendingWork.$current.withValue(work) {
      people.search(term) { entry, term in
        if Thread.isMainThread { onMain.withLock { $0 += 1 } }
        return entry.name.hasSuffix(term)
      }
    }
    await work.settled()
    #expect(found.value.value?.count == Self.count)
    PendingWork.$current.withValue(work) { term.value = "77" }
    #expect(found.value.value?.count == Self.count, "the last result shows until the new one")
    #expect(found.phase.value == .loaded, "a search does not blank the list as loading")
    await work.settled()
    #expect(found.value.value?.count != Self.count)
    #expect(found.value.value?.allSatisfy { $0.name.hasSuffix("77") } == true)
    #expect(onMain.withLock { $0 } == 0, "no element was matched on the main actor")
  }

  @Test func aNewerTermCancelsTheOlderSoOnlyTheNewestResultShows() async throws {
    let people = SettableDataSource(Self.entries)
    let term = MutableProperty("")
    let work = PendingWork()  // the searches the test starts
    let found = PendingWork.$current.withValue(work) { people.search(term, in: \.name) }
    await work.settled()
    #expect(found.value.value?.count == Self.count)
    let shown = Recorder(found.value.map { $0?.count ?? -1 })
    PendingWork.$current.withValue(work) {
      term.value = "1"
      term.value = "12"
      term.value = "123"
    }
    let expected = Self.entries.filter { $0.name.contains("123") }
    await work.settled()
    #expect(found.value.value == expected)
    #expect(shown.values == [Self.count, expected.count])
  }

  @Test func sortingAndSectioningALargeListRunOffTheMainActor() async throws {
    let people = SettableDataSource(Self.entries)
    let onMain = Mutex(0)
    let work = PendingWork()  // the sorting and sectioning the test starts
    let sorted = PendingWork.$current.withValue(work) {
      people.sorted { a, b in
        if Thread.isMainThread { onMain.withLock { $0 += 1 } }
        return a.id > b.id
      }
    }
    #expect(sorted.value.value == nil, "a large list is sorted off the main actor")
    await work.settled()
    #expect(sorted.value.value?.first?.id == Self.count - 1)
    let sections = PendingWork.$current.withValue(work) { sorted.sections { $0.id % 10 } }
    await work.settled()
    #expect(sections.value.value?.count == 10)
    #expect(onMain.withLock { $0 } == 0)
  }

  /// Property: the indexed search finds what lowercased `contains` finds, for any texts and
  /// terms, small lists (searched at once) and large ones (off the main actor) alike.
  @Test func theIndexedSearchFindsWhatContainsFinds() async throws {
    var random = SeededRandom(seed: 21)
    let alphabet = Array("aAbBéÉ ßx1")
    let word = { (random: inout SeededRandom, length: ClosedRange<Int>) in
      String(
        (0..<Int.random(in: length, using: &random)).map { _ in
          alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
        })
    }
    for size in [0, 1, 40, DerivedDataSource<[Int]>.inlineLimit + 10] {
      let entries = (0..<size).map { Entry(id: $0, name: word(&random, 0...8)) }
      let people = SettableDataSource(entries)
      let term = MutableProperty("")
      let work = PendingWork()  // the searches the test starts
      let found = PendingWork.$current.withValue(work) { people.search(term, in: \.name) }
      for _ in 0..<20 {
        let text = word(&random, 0...3)
        PendingWork.$current.withValue(work) { term.value = text }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let expected =
          trimmed.isEmpty
          ? entries : entries.filter { $0.name.lowercased().contains(trimmed.lowercased()) }
        await work.settled()
        #expect(found.value.value == expected, "\(size) entries, term '\(text)'")
      }
    }
  }
}
