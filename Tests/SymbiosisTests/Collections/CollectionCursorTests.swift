import Symbiosis
import Testing

@Suite("CollectionCursor")
struct CollectionCursorTests {
  private struct Person: Identifiable, Equatable {
    let id: Int
  }

  private static func sections(_ groups: [Int]...) -> [Section<Int, String, Person>] {
    groups.enumerated().map { index, ids in Section(id: index, items: ids.map(Person.init)) }
  }

  @Test func itFollowsItsItemByIdToItsNewPlace() {
    var cursor = CollectionCursor<Person>()
    cursor.move(to: ItemPath(section: 0, item: 1), in: Self.sections([1, 2, 3]))
    #expect(cursor.itemID == 2)
    cursor.follow(Self.sections([0], [3, 1, 2]))
    #expect(cursor.path == ItemPath(section: 1, item: 2))
    #expect(cursor.itemID == 2)
  }

  @Test func whenItsItemGoesItStaysAtItsPlaceWithinTheList() {
    var cursor = CollectionCursor<Person>()
    cursor.move(to: ItemPath(section: 0, item: 1), in: Self.sections([1, 2, 3]))
    cursor.follow(Self.sections([1, 3]))
    #expect(cursor.path == ItemPath(section: 0, item: 1))
    #expect(cursor.itemID == 3, "it follows the item now at its place")
    cursor.move(to: ItemPath(section: 0, item: 1), in: Self.sections([1, 3]))
    cursor.follow(Self.sections([1]))
    #expect(cursor.path == ItemPath(section: 0, item: 0), "the last item, in a shorter list")
    cursor.follow(Self.sections([]))
    #expect(cursor.path == nil)
    #expect(cursor.itemID == nil)
  }

  @Test func nothingHighlightedStaysSo() {
    var cursor = CollectionCursor<Person>()
    cursor.follow(Self.sections([1, 2]))
    #expect(cursor == CollectionCursor())
  }

  @Test func aRemadeListTakesOverTheHighlightedItem() {
    var old = CollectionCursor<Person>()
    old.move(to: ItemPath(section: 0, item: 2), in: Self.sections([1, 2, 3]))
    var new = CollectionCursor<Person>()
    new.takeOver(old, in: Self.sections([3, 1]))
    #expect(new.path == ItemPath(section: 0, item: 0))
    var early = CollectionCursor<Person>()
    early.takeOver(old, in: Self.sections([]))
    #expect(early.path == nil, "not shown yet")
    early.follow(Self.sections([5, 3]))
    #expect(early.path == ItemPath(section: 0, item: 1), "found at the first snapshot")
    var untouched = CollectionCursor<Person>()
    untouched.move(to: ItemPath(section: 0, item: 0), in: Self.sections([1]))
    untouched.takeOver(CollectionCursor(), in: Self.sections([1]))
    #expect(untouched.itemID == 1, "an old list with nothing highlighted changes nothing")
  }
}
