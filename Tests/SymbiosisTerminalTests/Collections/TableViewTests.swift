import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A row of the table tests.
struct Row: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
}

private func rows(_ ids: some Sequence<Int>) -> [Row] {
  ids.map { Row(id: $0, title: "row \($0)") }
}

@MainActor
@Suite("Table and grid views")
struct TableViewTests {
  /// A table of labels counting the cells it makes and the times it configures one.
  @MainActor
  final class Counted {
    var made = 0
    var configured = 0
    lazy var table = TableView<Int, String, Row, Label>(
      cell: { [unowned self] in
        made += 1
        return Label()
      },
      configure: { [unowned self] label, row in
        configured += 1
        label.text = row.title
      })
  }

  @Test func sectionsShowTheirHeadersRowsAndFooters() async throws {
    let table = TableView<String, String, Row, Label>(cell: { Label() }) { $0.text = $1.title }
    let albums = MutableProperty([
      Section(id: "a", header: "Arrival", footer: "2 songs", items: rows(1...2)),
      Section(id: "b", header: "Bad", items: rows(3...3)),
    ])
    table.bind(to: CollectionState(sections: albums))
    let terminal = TestTerminal(table, columns: 12, rows: 7)
    await terminal.settled()
    #expect(terminal.rowText == ["Arrival", "row 1", "row 2", "2 songs", "Bad", "row 3", ""])
  }

  @Test func onlyVisibleRowsAreBuiltAndScrollingReusesThem() async throws {
    let counted = Counted()
    counted.table.bind(to: CollectionState(items: Property(value: rows(0..<1_000))))
    let terminal = TestTerminal(counted.table, columns: 10, rows: 5)
    await terminal.settled()
    #expect(terminal.rowText.first == "row 0")
    #expect(counted.made == 5)
    terminal.press(.pageDown)
    terminal.press(.end)
    #expect(terminal.rowText == ["row 995", "row 996", "row 997", "row 998", "row 999"])
    #expect(counted.made == 5)
    #expect(terminal.cell(x: 0, y: 4).style.attributes.contains(.reverse))
  }

  @Test func anUpdateReconfiguresOnlyTheChangedRowAndRewritesOnlyIt() async throws {
    let counted = Counted()
    let list = MutableProperty(rows(0..<5))
    counted.table.bind(to: CollectionState(items: list))
    let terminal = TestTerminal(counted.table, columns: 10, rows: 5)
    await terminal.settled()
    #expect(terminal.rowText.last == "row 4")
    let configured = counted.configured
    let writes = terminal.writes.count
    var next = list.value
    next[3].title = "changed"
    list.value = next
    await terminal.settled()
    #expect(terminal.rowText[3] == "changed")
    #expect(counted.configured == configured + 1)
    #expect(terminal.writes.count == writes + 1)
    let written = String(decoding: terminal.writes.last ?? [], as: UTF8.self)
    #expect(written.contains("changed"))
    #expect(!written.contains("row"))
  }

  @Test func theKeyboardAndMouseSelectItemsNotIndexPaths() async throws {
    let table = TableView<Int, String, Row, Label>(cell: { Label() }) { $0.text = $1.title }
    table.bind(to: CollectionState(items: Property(value: rows(0..<20))))
    var selected: [Row] = []
    let recording = { @MainActor (row: Row) in selected.append(row) } <~ table.selections
    defer { recording.cancel() }
    let terminal = TestTerminal(table, columns: 10, rows: 4)
    await terminal.settled()
    #expect(terminal.rowText.first == "row 0")
    #expect(table.cursor == ItemPath(section: 0, item: 0))  // focus arrives on the first row
    terminal.press(.down)
    terminal.press(.enter)
    terminal.click(x: 1, y: 3)
    terminal.scroll(down: true)
    #expect(terminal.rowText.first == "row 3")
    terminal.press(.up)
    #expect(terminal.rowText.first == "row 2")
    #expect(selected.map(\.id) == [1, 3])
  }

  @Test func nearingTheEndLoadsTheNextPage() async throws {
    let source = PagedDataSource<Row, Int> { cursor in
      let start = cursor ?? 0
      return Page(items: rows(start..<start + 10), next: start < 20 ? start + 10 : nil)
    }
    let table = TableView<Int, String, Row, Label>(nearEndDistance: 3, cell: { Label() }) {
      $0.text = $1.title
    }
    table.bind(to: CollectionState(items: source))
    let loading = { @MainActor (_: Void) in source.loadMore() } <~ table.nearEnd
    defer { loading.cancel() }
    let terminal = TestTerminal(table, columns: 10, rows: 5)
    terminal.track { source.refresh() }
    await terminal.settled()
    #expect(terminal.rowText.first == "row 0")
    terminal.press(.end)
    await terminal.settled()
    #expect(table.adapter.itemCount == 20)
    terminal.press(.end)
    await terminal.settled()
    #expect(terminal.rowText.last == "row 29" || table.adapter.itemCount == 30)
    terminal.press(.end)
    #expect(terminal.rowText.last == "row 29")
  }

  @Test func aGridLaysItemsInColumnsAndArrowsMoveInTwoDimensions() async throws {
    let grid = GridView<Int, String, Row, Label>(columns: 3, cell: { Label() }) {
      $0.text = "#\($1.id)"
    }
    grid.bind(to: CollectionState(items: Property(value: rows(1...7))))
    let terminal = TestTerminal(grid, columns: 9, rows: 3)
    await terminal.settled()
    #expect(!terminal.rowText[0].isEmpty)
    #expect(terminal.rowText == ["#1 #2 #3", "#4 #5 #6", "#7"])
    terminal.press(.down)
    terminal.press(.right)
    #expect(grid.cursor == ItemPath(section: 0, item: 4))
    #expect(terminal.cell(x: 3, y: 1).style.attributes.contains(.reverse))
  }

  @Test func componentCellsShowTheirViewModelAndLetGoWhenScrolledOff() async throws {
    weak var firstModel: RowModel?
    let table = TableView<Int, String, Row, RowComponent>(cell: RowComponent.init) { row in
      let model = RowModel(row)
      if row.id == 0 { firstModel = model }
      return model
    }
    table.bind(to: CollectionState(items: Property(value: rows(0..<50))))
    let terminal = TestTerminal(table, columns: 12, rows: 3)
    await terminal.settled()
    #expect(terminal.rowText == ["> row 0", "> row 1", "> row 2"])
    #expect(firstModel != nil)
    terminal.press(.end)
    await terminal.settled()
    #expect(terminal.rowText == ["> row 47", "> row 48", "> row 49"])
    #expect(firstModel == nil, "the first row's view model is let go once it is off screen")
  }
}

/// A cell's view model.
final class RowModel: ViewModel {
  let title: Property<String>
  init(_ row: Row) { title = Property(value: "> " + row.title) }
}

/// A cell that is a component.
final class RowComponent: ComponentView<RowModel> {
  let label = Label()
  override init() {
    super.init()
    addSubview(label)
  }
  override func bindings(_ model: RowModel) {
    label.reactive.text <~ model.title
  }
}
