import Symbiosis

/// What a scene file asks of a table or grid: its rows, how a cell is made and shows an item,
/// and the views above and below it.
@MainActor
public struct ListRequest<Item: Identifiable & Sendable> {
  /// The rows: a flat list, or sections headed by their key as text.
  public enum Rows {
    /// One section of `source`'s items, without a header.
    case items(DataSource<[Item]>)
    /// `source`'s sections, each headed by its key.
    case sections(DataSource<[Section<String, String, Item>]>)
    /// `source`'s items in sections, one per distinct text `key` gives, each headed by it, in
    /// the order their first item comes (`Array.sections(by:)`).
    case grouped(DataSource<[Item]>, by: @Sendable (Item) -> String)
  }

  /// The items and how they are grouped.
  public var rows: Rows
  /// Whether it is a grid of cells rather than a table of rows.
  public var isGrid: Bool
  /// Makes a cell: a view, and how it shows an item (a reused cell shows each item it is given,
  /// never a previous one's value).
  public var makeCell: @MainActor () -> SceneCell<Item>
  /// A view above the rows, or nil.
  public var header: (any PlatformView)?
  /// A view below the rows, or nil.
  public var footer: (any PlatformView)?
  /// Whether the file gives the list a `secondary:` action, so the platform's secondary key
  /// (Space in the terminal) sends ``ListView/secondarySelections`` rather than selecting.
  public var hasSecondary: Bool

  /// A request for `rows`, with cells `makeCell` makes.
  public init(
    rows: Rows, isGrid: Bool = false, makeCell: @escaping @MainActor () -> SceneCell<Item>,
    header: (any PlatformView)? = nil, footer: (any PlatformView)? = nil,
    hasSecondary: Bool = false
  ) {
    self.rows = rows
    self.isGrid = isGrid
    self.makeCell = makeCell
    self.header = header
    self.footer = footer
    self.hasSecondary = hasSecondary
  }
}

extension ListRequest.Rows {
  /// The rows in sections, at each value of their source: a list of items is one section
  /// without a header (an empty list too), grouped items are in their sections. For a
  /// platform that shows the sections as they come; `[]` while the source has no value. The
  /// property keeps the source alive.
  public var sections: Property<[Section<String, String, Item>]> {
    sections(sectionWhenEmpty: true) { $0 }
  }

  /// `transform` of the rows' sections at each value of their source, as ``sections`` gives
  /// them, but no section for an empty list of items unless `sectionWhenEmpty`; the property
  /// keeps the source alive.
  func sections<Result: Sendable>(
    sectionWhenEmpty: Bool,
    _ transform: @escaping @Sendable ([Section<String, String, Item>]) -> Result
  ) -> Property<Result> {
    switch self {
    case .items(let source):
      source.value.map { items in
        withExtendedLifetime(source) {
          let items = items ?? []
          let shown = sectionWhenEmpty || !items.isEmpty
          return transform(shown ? [Section(id: "", items: items)] : [])
        }
      }
    case .sections(let source):
      source.value.map { sections in withExtendedLifetime(source) { transform(sections ?? []) } }
    case .grouped(let source, let key):
      source.value.map { items in
        withExtendedLifetime(source) { transform((items ?? []).sections(by: key)) }
      }
    }
  }
}

/// A cell a scene file describes: its view and how it shows an item.
@MainActor
public struct SceneCell<Item: Sendable> {
  /// The cell's view.
  public let view: any PlatformView
  /// Shows `item` in ``view``.
  public let show: @MainActor (Item) -> Void

  /// A cell of `view`, showing items through `show`.
  public init(view: any PlatformView, show: @escaping @MainActor (Item) -> Void) {
    self.view = view
    self.show = show
  }
}

/// A table or grid a platform made for a ``ListRequest``.
@MainActor
public struct ListView<Item: Sendable> {
  /// The view.
  public let view: any PlatformView
  /// Each item the user selects (Enter, a click).
  public let selections: Signal<Item>
  /// Each item the user gives the secondary key (Space in the terminal) while the request
  /// ``ListRequest/hasSecondary``.
  public let secondarySelections: Signal<Item>
  /// The item the list highlights (the row the keys act on) each time it changes, `nil` while
  /// it highlights none.
  public let highlights: Signal<Item?>

  /// A list shown by `view`, whose selections are `selections`, secondary selections
  /// `secondarySelections` and highlighted items `highlights` (none by default).
  public init(
    view: any PlatformView, selections: Signal<Item>,
    secondarySelections: Signal<Item> = .never, highlights: Signal<Item?> = .never
  ) {
    self.view = view
    self.selections = selections
    self.secondarySelections = secondarySelections
    self.highlights = highlights
  }
}
