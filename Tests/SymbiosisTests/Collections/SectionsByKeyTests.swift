import Symbiosis
import SymbiosisTesting
import Testing

@MainActor
@Suite("Sections by key")
struct SectionsByKeyTests {
  /// Grouping loses, adds and reorders nothing: each element lands in the one section of its
  /// key, in its order, and sections come in the order their keys first appear.
  @Test(arguments: 0..<200)
  func anyListGroupsIntoOneSectionPerKeyInFirstAppearanceOrder(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let divisor = Int.random(in: 1...5, using: &random)
    let list = (0..<Int.random(in: 0...40, using: &random)).map { _ in
      Int.random(in: 0...99, using: &random)
    }
    let sections = list.sections { $0 % divisor }
    var firstAppearance: [Int] = []
    for element in list where !firstAppearance.contains(element % divisor) {
      firstAppearance.append(element % divisor)
    }
    #expect(sections.map(\.id) == firstAppearance)
    #expect(sections.map(\.header) == firstAppearance)
    for section in sections {
      #expect(section.items == list.filter { $0 % divisor == section.id })
    }
  }

  @Test func aSourceInSectionsFollowsItsList() {
    let people = SettableDataSource([Person.alan, .ada])
    let byInitial = people.sorted { $0.firstName < $1.firstName }.sections {
      String($0.firstName.prefix(2))
    }
    #expect(byInitial.value.value?.map(\.header) == ["Ad", "Al"])
    #expect(byInitial.value.value?.map(\.items) == [[.ada], [.alan]])
    people.set([.alan])
    #expect(byInitial.value.value?.map(\.id) == ["Al"])
    people.set([])
    #expect(byInitial.phase.value == .empty)
  }
}
