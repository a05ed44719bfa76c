import Symbiosis
import SymbiosisTesting
import Testing

/// `item(following:)`: the element of a list whose id a property holds now, as a table's
/// highlighted row.
@MainActor
@Suite("A source following an element by a changing id")
struct ItemFollowingTests {
  @Test func itFollowsTheIdAndTheElementAndWritesIntoTheList() {
    let people = SettableDataSource([Member.anita, .bruce, .carol])
    let id = MutableProperty<Int?>(nil)
    let highlighted = people.item(following: id)
    #expect(highlighted.phase.value == .idle, "no id: nothing to show")
    id.value = 2
    #expect(highlighted.value.value == .bruce)
    people.modify { $0.reverse() }
    #expect(highlighted.value.value == .bruce, "followed by identity, not by place")
    highlighted.modify { $0.age = 42 }
    #expect(people.value.value?.map(\.age) == [25, 42, 30])
    id.value = 3
    #expect(highlighted.value.value?.name == "Carol")
    highlighted.modify { $0.name = "Caroline" }
    #expect(people.value.value?.map(\.name) == ["Caroline", "Bruce", "Anita"])
    people.modify { $0.removeAll { $0.id == 3 } }
    #expect(highlighted.phase.value == .failed)
    id.value = nil
    #expect(highlighted.phase.value == .idle)
  }
}
