import Symbiosis
import SymbiosisTesting
import Testing

/// Someone in a large list, known by a number, with a name to edit.
private struct Resident: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
}

/// An edit made while a derived source works on a large list off the main actor: the source
/// keeps showing its last result (it does not turn `loading`), and the edit lands on the new
/// result when it arrives.
@MainActor
@Suite("Editing a large list while it is worked on off the main actor")
struct LargeListEditingTests {
  private static let count = DerivedDataSource<[Int]>.inlineLimit + 1_000
  private static let residents = (0..<count).map { Resident(id: $0, name: "Person \($0)") }

  /// `residents` and one more, with an even id the even residents' list ends with once it is
  /// worked out.
  private static func residentsAnd(_ id: Int) -> [Resident] {
    residents + [Resident(id: id, name: "Person \(id)")]
  }

  /// Adds "!" to the name of resident 2: applied twice, it would show twice.
  private static func exclaimOverTwo(_ list: inout [Resident]) {
    if let index = list.firstIndex(where: { $0.id == 2 }) { list[index].name += "!" }
  }

  private static func nameOfTwo(in source: DataSource<[Resident]>) -> String? {
    source.value.value?.first { $0.id == 2 }?.name
  }

  /// A list of residents, and its even residents, worked out.
  private func evenResidents() async throws -> (
    SettableDataSource<[Resident]>, DataSource<[Resident]>
  ) {
    let people = SettableDataSource(Self.residents)
    let work = PendingWork()  // the filter's first run
    let evens = PendingWork.$current.withValue(work) { people.filter { $0.id % 2 == 0 } }
    await work.settled()
    #expect(evens.value.value?.count == (Self.count + 1) / 2, "the first result")
    return (people, evens)
  }

  @Test func anEditMadeWhileALargeListIsFilteredStaysOverTheNewResult() async throws {
    let (people, evens) = try await evenResidents()
    let added = Self.count * 2
    let work = PendingWork()  // the filter's run the test starts
    PendingWork.$current.withValue(work) {
      people.set(Self.residentsAnd(added))
      // The filter's result reaches the main actor no sooner than this test awaits.
      evens.modify(Self.exclaimOverTwo)
    }
    #expect(evens.phase.value == .loaded, "the last result shows while the filter runs")
    #expect(Self.nameOfTwo(in: evens) == "Person 2!", "the edit shows at once")
    await work.settled()
    #expect(evens.value.value?.last?.id == added, "the new result")
    #expect(Self.nameOfTwo(in: evens) == "Person 2!", "the edit, once, over the new result")
  }

  @Test func aFieldEditedWhileALargeListIsFilteredStaysOverTheNewResult() async throws {
    let (people, evens) = try await evenResidents()
    let two = evens.item(2)
    let name = two.editable(\.name)
    let added = Self.count * 2
    let work = PendingWork()  // the filter's run and the edit the test starts
    PendingWork.$current.withValue(work) {
      people.set(Self.residentsAnd(added))
      name.value = "Ada"
    }
    await work.settled()
    #expect(evens.value.value?.last?.id == added, "the new result")
    #expect(Self.nameOfTwo(in: evens) == "Ada")
    #expect(name.value == "Ada")
    #expect(two.value.value?.name == "Ada")
  }

  /// As with a small list, whose result shows at once, an edit of a derived source holds until
  /// the source it comes from changes again: the newer result does not replay it.
  @Test func aNewerListDropsTheEditMadeWhileTheOlderWasFiltered() async throws {
    let (people, evens) = try await evenResidents()
    let newer = Self.count * 4
    let work = PendingWork()  // the filter's runs the test starts
    PendingWork.$current.withValue(work) {
      people.set(Self.residentsAnd(Self.count * 2))
      evens.modify(Self.exclaimOverTwo)
      people.set(Self.residentsAnd(newer))
    }
    await work.settled()
    #expect(evens.value.value?.last?.id == newer, "the newer result")
    #expect(Self.nameOfTwo(in: evens) == "Person 2")
  }

  /// A cancelled run leaves the edited value, and the next result does not replay the edit.
  @Test func aCancelledFilterKeepsTheEditButDoesNotReplayIt() async throws {
    let (people, evens) = try await evenResidents()
    people.set(Self.residentsAnd(Self.count * 2))
    evens.modify(Self.exclaimOverTwo)
    evens.cancel()
    #expect(evens.phase.value == .loaded)
    #expect(Self.nameOfTwo(in: evens) == "Person 2!")
    let newer = Self.count * 4
    let work = PendingWork()  // the filter's run the test starts
    PendingWork.$current.withValue(work) { people.set(Self.residentsAnd(newer)) }
    await work.settled()
    #expect(evens.value.value?.last?.id == newer, "the newer result")
    #expect(Self.nameOfTwo(in: evens) == "Person 2")
  }
}
