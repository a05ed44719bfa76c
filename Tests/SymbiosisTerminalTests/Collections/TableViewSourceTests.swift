import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// Someone in the people list of the table-source tests.
private struct Person: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
  var initial: String { String(name.prefix(1)) }
}

private let people = [
  Person(id: 1, name: "Anita"), Person(id: 2, name: "Bruce"), Person(id: 3, name: "Alan"),
]

@MainActor
@Suite("Tables made from their source")
struct TableViewSourceTests {
  @Test func sectionsOfADataSourceShowWithEveryTypeInferred() async throws {
    let source = DataSource<[Person]> { people }
    let table = TableView(sections: source.sections(by: \.initial), cell: Label.init) {
      $0.text = $1.name
    }
    let terminal = TestTerminal(table, columns: 12, rows: 5)
    terminal.track { source.refresh() }
    await terminal.settled()
    #expect(terminal.lines == ["A", "Anita", "Alan", "B", "Bruce"])
  }

  @Test func itemsOfAPropertyShowAndFollowItsChanges() {
    let list = MutableProperty(Array(people.prefix(2)))
    let table = TableView(items: list, cell: Label.init) { $0.text = $1.name }
    let terminal = TestTerminal(table, columns: 12, rows: 3)
    #expect(terminal.lines == ["Anita", "Bruce", ""])
    list.value = people.reversed()
    #expect(terminal.lines == ["Alan", "Bruce", "Anita"])
  }

  @Test func sectionsOfAPropertyAndItemsOfADataSourceShowToo() async throws {
    let byInitial = TableView(
      sections: Property(value: people.sections(by: \.initial)), cell: Label.init
    ) { $0.text = $1.name }
    #expect(TestTerminal(byInitial, columns: 12, rows: 2).rowText == ["A", "Anita"])
    let source = DataSource<[Person]> { people }
    let list = TableView(items: source, cell: Label.init) { $0.text = $1.name }
    let terminal = TestTerminal(list, columns: 12, rows: 1)
    terminal.track { source.refresh() }
    await terminal.settled()
    #expect(terminal.rowText == ["Anita"])
  }

  @Test func componentCellsTakeTheirSourceAtInitToo() {
    let table = TableView(
      items: Property(value: [Row(id: 0, title: "row 0")]), cell: RowComponent.init,
      model: RowModel.init)
    #expect(TestTerminal(table, columns: 12, rows: 1).lines == ["> row 0"])
  }

  /// A source made for the table alone (`sections(by:)`) lives while the table does, and goes
  /// with it.
  @Test func theTableKeepsASourceMadeForItAliveUntilItGoes() async throws {
    let source = DataSource<[Person]> { people }
    weak var sections: DerivedDataSource<[Section<String, String, Person>]>?
    var table: TableView<String, String, Person, Label>? = {
      let made = source.sections(by: \.initial)
      sections = made
      return TableView(sections: made, cell: Label.init) { $0.text = $1.name }
    }()
    #expect(sections != nil)
    let container = Stack(.vertical, table.map { [$0] } ?? [])
    let terminal = TestTerminal(container, columns: 12, rows: 2)
    terminal.track { source.refresh() }
    await terminal.settled()
    #expect(terminal.rowText == ["A", "Anita"])
    container.setSubviews([])
    table = nil
    #expect(sections == nil)
  }

  @Test func aTableMadeWithinABindingScopeKeepsShowingItsSourceAfterTheScopeEnds() {
    let list = MutableProperty(Array(people.prefix(1)))
    let scope = BindingScope()
    let table = scope.run { TableView(items: list, cell: Label.init) { $0.text = $1.name } }
    scope.end()
    let terminal = TestTerminal(table, columns: 12, rows: 2)
    list.value = Array(people.prefix(2))
    #expect(terminal.lines == ["Anita", "Bruce"])
  }

  @Test func aTableBindsToASourceWithoutACollectionState() {
    let list = MutableProperty(Array(people.prefix(1)))
    let table = TableView<Int, String, Person, Label>(cell: Label.init) { $0.text = $1.name }
    table.bind(to: list)
    let sectioned = TableView<String, String, Person, Label>(cell: Label.init) {
      $0.text = $1.name
    }
    sectioned.bind(to: Property(value: people.sections(by: \.initial)))
    #expect(TestTerminal(table, columns: 12, rows: 1).lines == ["Anita"])
    #expect(TestTerminal(sectioned, columns: 12, rows: 2).rowText == ["A", "Anita"])
  }

  @Test func aGridTakesItsSourceToo() async throws {
    let grid = GridView(columns: 2, items: Property(value: people), cell: Label.init) {
      $0.text = $1.name
    }
    let source = DataSource<[Person]> { people }
    let sectioned = GridView(columns: 2, sections: source.sections(by: \.initial), cell: Label.init)
    {
      $0.text = $1.name
    }
    #expect(TestTerminal(grid, columns: 12, rows: 2).lines == ["Anita Bruce", "Alan"])
    let terminal = TestTerminal(sectioned, columns: 12, rows: 4)
    terminal.track { source.refresh() }
    await terminal.settled()
    #expect(terminal.lines == ["A", "Anita Alan", "B", "Bruce"])
  }
}
