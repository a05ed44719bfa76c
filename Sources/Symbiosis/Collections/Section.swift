/// A section of a table or grid: its own identity, an optional header and footer, and items.
///
/// Sections are diffed by `id`, items by their `Identifiable` identity across the whole list,
/// so an item can move from one section to another.
public struct Section<ID: Hashable, Header: Equatable, Item>: Identifiable {
  /// What makes this section the same section from one snapshot to the next.
  public var id: ID
  /// What the section's header shows, if it has one.
  public var header: Header?
  /// What the section's footer shows, if it has one.
  public var footer: Header?
  /// The section's items, in order.
  public var items: [Item]

  /// A section called `id` holding `items`.
  public init(id: ID, header: Header? = nil, footer: Header? = nil, items: [Item]) {
    self.id = id
    self.header = header
    self.footer = footer
    self.items = items
  }
}

extension Section where Header == String {
  /// A section called `id` holding `items`, with no header or footer; its header type is
  /// `String`, so that the section's type needs no spelling out.
  public init(id: ID, items: [Item]) {
    self.init(id: id, header: nil, footer: nil, items: items)
  }
}

extension Section: Sendable where ID: Sendable, Header: Sendable, Item: Sendable {}
extension Section: Equatable where Item: Equatable {}
extension Section: Hashable where Header: Hashable, Item: Hashable {}

/// Sections from a flat list, and items and paths in a list of sections.
extension Array {
  /// These elements in sections, one per distinct `key`, each headed by its key: the sections in
  /// the order their first element comes, the elements in their order here.
  ///
  /// ```swift
  /// people.sorted { $0.name < $1.name }.sections { String($0.name.prefix(1)) }  // A, B, …
  /// ```
  public func sections<Key: Hashable>(
    by key: (Element) throws -> Key
  ) rethrows -> [Section<Key, Key, Element>] {
    var sections: [Section<Key, Key, Element>] = []
    var indexOfKey: [Key: Int] = [:]
    for element in self {
      let key = try key(element)
      if let index = indexOfKey[key] {
        sections[index].items.append(element)
      } else {
        indexOfKey[key] = sections.count
        sections.append(Section(id: key, header: key, items: [element]))
      }
    }
    return sections
  }

  /// The item at `path` in these sections, or `nil` when there is none.
  public func item<SectionID, Header, Item>(at path: ItemPath) -> Item?
  where Element == Section<SectionID, Header, Item> {
    guard indices.contains(path.section), self[path.section].items.indices.contains(path.item)
    else { return nil }
    return self[path.section].items[path.item]
  }

  /// How many items these sections hold.
  public func itemCount<SectionID, Header, Item>() -> Int
  where Element == Section<SectionID, Header, Item> {
    reduce(0) { $0 + $1.items.count }
  }

  /// Where the item at `path` is in the items of all sections, one after another. A section
  /// index past the end counts every item.
  public func flatIndex<SectionID, Header, Item>(of path: ItemPath) -> Int
  where Element == Section<SectionID, Header, Item> {
    self[..<Swift.min(path.section, count)].reduce(path.item) { $0 + $1.items.count }
  }

  /// The path of the item at `flatIndex` in the items of all sections, one after another; the
  /// start of the last section when there is no such item.
  public func path<SectionID, Header, Item>(ofFlatIndex flatIndex: Int) -> ItemPath
  where Element == Section<SectionID, Header, Item> {
    var left = flatIndex
    for (index, section) in enumerated() {
      if left < section.items.count { return ItemPath(section: index, item: left) }
      left -= section.items.count
    }
    return ItemPath(section: Swift.max(0, count - 1), item: 0)
  }

  /// The path of the item whose id is `id`, or `nil` when no section holds it.
  public func path<SectionID, Header, Item: Identifiable>(ofItemWithID id: Item.ID) -> ItemPath?
  where Element == Section<SectionID, Header, Item> {
    for (index, section) in enumerated() {
      if let item = section.items.firstIndex(where: { $0.id == id }) {
        return ItemPath(section: index, item: item)
      }
    }
    return nil
  }
}
