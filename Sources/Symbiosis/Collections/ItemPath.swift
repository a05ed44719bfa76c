/// Where an item is: its section's index and its index within that section.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section's index.
  public var section: Int
  /// The item's index within its section.
  public var item: Int

  /// The item at `item` in section `section`.
  @inlinable
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Orders by section, then item.
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `section.item`, as "2.5".
  public var description: String { "\(section).\(item)" }
}
