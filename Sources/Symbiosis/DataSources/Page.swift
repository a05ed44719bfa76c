/// One page of a list, and where the next one starts.
public struct Page<Element: Sendable, Cursor: Sendable>: Sendable {
  /// The page's elements.
  public var items: [Element]
  /// Where the next page starts; `nil` when this is the last page.
  public var next: Cursor?

  /// A page of `items`, followed by the page at `next` if there is one.
  public init(items: [Element], next: Cursor?) {
    self.items = items
    self.next = next
  }
}
