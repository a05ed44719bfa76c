/// How a diff tells items apart and sees that one changed; a type rather than closures, so that
/// the diff is specialised for it and the per-item work inlines.
@usableFromInline
protocol ItemIdentity {
  associatedtype Item
  associatedtype ID: Hashable
  func id(of item: Item) -> ID
  func isSame(_ a: Item, _ b: Item) -> Bool
}

/// `Identifiable` items, changed when they are not equal.
@usableFromInline
struct IdentifiableItems<Item: Identifiable & Equatable>: ItemIdentity {
  @inlinable init() {}
  @inlinable func id(of item: Item) -> Item.ID { item.id }
  @inlinable func isSame(_ a: Item, _ b: Item) -> Bool { a == b }
}

/// Items identified and compared by the caller's functions.
@usableFromInline
struct ItemsByFunction<Item, ID: Hashable>: ItemIdentity {
  @usableFromInline let identify: (Item) -> ID
  @usableFromInline let compare: (Item, Item) -> Bool

  @inlinable
  init(identify: @escaping (Item) -> ID, compare: @escaping (Item, Item) -> Bool) {
    self.identify = identify
    self.compare = compare
  }

  @inlinable func id(of item: Item) -> ID { identify(item) }
  @inlinable func isSame(_ a: Item, _ b: Item) -> Bool { compare(a, b) }
}
