import Symbiosis
import SymbiosisScenes
import SymbiosisTesting
import Testing

@testable import SymbiosisWeb

/// A person of a table, `Equatable`: only a changed one is shown again.
private struct Person: Identifiable, Sendable, Equatable {
  let id: Int
  var name: String
}

/// A to-do, not `Equatable`, as a scene's item type need not be: every row is shown again at
/// each snapshot, and still only what changed goes out.
private struct Chore: Identifiable, Sendable {
  let id: Int
  var title: String
}

/// A table of items on a page, the operations its changes send, and the cells it made.
@MainActor
private final class TableOnPage<Item: Identifiable & Sendable> {
  let page = WebPage()
  let source: SettableDataSource<[Item]>
  var table: WebTable<Item>?
  /// Every cell's label the table made, alive or not.
  var cells: [WeakView] { made.views }
  private let made = MadeCells()

  init(
    _ items: [Item], hasSecondary: Bool = false, header: WebView? = nil,
    text: @escaping @MainActor (Item) -> String
  ) {
    source = SettableDataSource(items)
    let made = made
    let request = ListRequest<Item>(
      rows: .items(source),
      makeCell: {
        let label = WebView(tag: "span", classes: "name")
        made.views.append(WeakView(label))
        return SceneCell(view: label, show: { label.setText(text($0)) })
      }, header: header, hasSecondary: hasSecondary)
    let table = WebTable(request)
    self.table = table
    page.root.addChild(table)
    _ = page.html()
  }

  var node: Int { table!.node! }

  /// The operations `change` sends, in order.
  func operations(_ change: () -> Void) -> [WebOperation] {
    var sent: [WebOperation] = []
    page.onOperations = { sent.append(contentsOf: $0) }
    change()
    page.flush()
    return sent
  }

  /// The rows' ids in the order the page shows them.
  var shownIDs: [String] {
    let html = page.html()
    return html.components(separatedBy: "data-r=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  /// The event of `kind` on the table for the row `row`.
  func event(_ kind: WebEvent.Kind, row: String?) -> WebEvent {
    WebEvent(ref: 1, generation: page.generation, node: node, kind: kind, row: row)
  }
}

/// The cells a table made.
@MainActor
private final class MadeCells {
  var views: [WeakView] = []
}

/// A view, held weakly.
private struct WeakView {
  weak var view: WebView?
  init(_ view: WebView) { self.view = view }
}

/// The rows a browser shows, kept by applying the row operations as the client does.
private struct RowMirror {
  var rows: [String]

  mutating func apply(_ operations: [WebOperation]) {
    for operation in operations {
      switch operation {
      case .rowInsert(_, _, let index, let row, _): rows.insert(row, at: index)
      case .templatedRowInsert(_, _, let index, let row, _, _, _): rows.insert(row, at: index)
      case .rowDelete(_, let row): rows.removeAll { $0 == row }
      case .rowMove(_, let row, _, let index):
        rows.removeAll { $0 == row }
        rows.insert(row, at: index)
      default: break
      }
    }
  }
}

@MainActor
@Suite("Web tables by identity")
struct WebTableTests {
  private let people = [
    Person(id: 1, name: "Ada"), Person(id: 2, name: "Bea"), Person(id: 3, name: "Cy"),
  ]

  @Test func theFirstPageShowsARowPerItemKeyedByItsIDHoldingItsCell() {
    let header = WebView(tag: "input", classes: "search")
    let table = TableOnPage(people, header: header) { $0.name }
    let html = table.page.html()
    #expect(html.contains("class=\"sy-rows\" role=\"grid\"><div data-n="))
    #expect(html.contains("role=\"grid\""))
    #expect(
      html.contains(
        "class=\"sy-row-item\" data-r=\"1\" role=\"row\" tabindex=\"-1\">"
          + "<div class=\"sy-cell\" role=\"gridcell\"><span data-n=\"7\" class=\"name\">"
      ))
    #expect(html.contains(">Ada</span>"))
    #expect(table.shownIDs == ["1", "2", "3"])
    #expect(html.range(of: "search")!.lowerBound < html.range(of: "sy-rows")!.lowerBound)
  }

  @Test func anEmptyTableRendersNoRowsAndItsFirstItemArrivesWithItsSection() throws {
    let table = TableOnPage([Person]()) { $0.name }
    #expect(table.page.html().contains("role=\"grid\"></div>"))
    let operations = table.operations { table.source.set([Person(id: 7, name: "Ed")]) }
    let grid = try #require(table.table?.grid.node)
    guard case .insert(grid, 0, let html) = operations.first else {
      Issue.record("expected a section inserted, got \(operations)")
      return
    }
    #expect(html.hasSuffix("class=\"sy-section\" role=\"rowgroup\"></div>"))
    #expect(operations.count == 3)
    guard case .rowTemplate(let id, _) = operations[1],
      case .templatedRowInsert(table.node, 0, 0, "7", id, _, ["Ed"]) = operations[2]
    else {
      Issue.record("expected Ed's row after its section, got \(operations)")
      return
    }
    #expect(table.page.html().contains("data-r=\"7\"") && table.page.html().contains(">Ed</span>"))
  }

  @Test func anInsertedItemIsOneTemplatedRowInsertAfterItsRowsTemplate() {
    let table = TableOnPage(people) { $0.name }
    let operations = table.operations { table.source.set(people + [Person(id: 4, name: "Di")]) }
    #expect(operations.count == 2)
    guard case .rowTemplate(let id, let html) = operations.first else {
      Issue.record("expected a row template, got \(operations)")
      return
    }
    #expect(
      html
        == "<div data-n=\"0\" class=\"sy-row-item\" data-r=\"\" role=\"row\" tabindex=\"-1\">"
        + "<div class=\"sy-cell\" role=\"gridcell\">"
        + "<span data-n=\"1\" class=\"name\"><!--sy--></span></div></div>")
    #expect(
      operations.last
        == .templatedRowInsert(
          table: table.node, section: 0, index: 3, row: "4", template: id, node: 11,
          values: ["Di"]))
    #expect(operations.last?.json == "[\"rt\",\(table.node),0,3,\"4\",\(id),11,[\"Di\"]]")
    #expect(table.shownIDs == ["1", "2", "3", "4"])
  }

  @Test func aDeletedItemIsOneRowDeleteAndItsCellIsReleased() {
    let table = TableOnPage(people) { $0.name }
    let operations = table.operations { table.source.set([people[0], people[2]]) }
    #expect(operations == [.rowDelete(table: table.node, row: "2")])
    #expect(operations.first?.json == "[\"rd\",\(table.node),\"2\"]")
    #expect(table.shownIDs == ["1", "3"])
    #expect(table.cells[1].view == nil)
    #expect(table.cells[0].view != nil)
  }

  @Test func aMovedItemIsOneRowMoveKeepingItsNodes() {
    let table = TableOnPage(people) { $0.name }
    let cell = table.cells[2].view
    let node = cell?.node
    let operations = table.operations { table.source.set([people[2], people[0], people[1]]) }
    #expect(operations == [.rowMove(table: table.node, row: "3", section: 0, index: 0)])
    #expect(operations.first?.json == "[\"rm\",\(table.node),\"3\",0,0]")
    #expect(table.shownIDs == ["3", "1", "2"])
    #expect(table.cells[2].view?.node == node)
  }

  @Test func anUpdatedItemSendsOnlyItsCellsChangedText() throws {
    let table = TableOnPage(people) { $0.name }
    let label = try #require(table.cells[1].view?.node)
    var renamed = people
    renamed[1].name = "<b>Bo</b>"
    let operations = table.operations { table.source.set(renamed) }
    #expect(operations == [.text(node: label, "<b>Bo</b>")])
    #expect(table.page.html().contains(">&lt;b&gt;Bo&lt;/b&gt;</span>"))
  }

  @Test func aRowNeverShowsAPreviousItemsValue() throws {
    let table = TableOnPage([Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Bins")]) {
      $0.title
    }
    // Bins goes and Laundry comes in its place; Dishes changes.
    let operations = table.operations {
      table.source.set([Chore(id: 1, title: "Dishes done"), Chore(id: 3, title: "Laundry")])
    }
    let html = table.page.html()
    #expect(!html.contains("Bins") && html.contains(">Laundry</span>"))
    #expect(html.contains(">Dishes done</span>") && !html.contains(">Dishes</span>"))
    #expect(operations.count == 4)
    let inserted = operations.compactMap { operation -> [String]? in
      guard case .templatedRowInsert(_, 0, 1, "3", _, _, let values) = operation else {
        return nil
      }
      return values
    }
    #expect(inserted == [["Laundry"]])
    #expect(table.cells.count == 3)
  }

  @Test func oneChangedItemOfTenThousandIsAFrameOfFewerThanAHundredBytes() {
    let chores = (0..<10_000).map { Chore(id: $0, title: "Chore \($0)") }
    let table = TableOnPage(chores) { $0.title }
    var changed = chores
    changed[5_000].title = "Chore 5000 done"
    let operations = table.operations { table.source.set(changed) }
    let bytes = operations.reduce(0) { $0 + $1.json.utf8.count }
    #expect(operations.count == 1)
    #expect(bytes < 100)
  }

  @Test func theRowOperationsGiveTheBrowserTheServersOrder() {
    // Each round deletes, inserts and moves some of about 30 items.
    var random = SeededRandom(seed: 0x5EED)
    func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
    var items = (0..<30).map { Person(id: $0, name: "P\($0)") }
    var nextID = 30
    let table = TableOnPage(items) { $0.name }
    var mirror = RowMirror(rows: table.shownIDs)
    for _ in 0..<40 {
      for _ in 0..<next(4) where items.count > 1 { items.remove(at: next(items.count)) }
      for _ in 0..<next(4) {
        items.insert(Person(id: nextID, name: "P\(nextID)"), at: next(items.count + 1))
        nextID += 1
      }
      for _ in 0..<next(5) {
        let item = items.remove(at: next(items.count))
        items.insert(item, at: next(items.count + 1))
      }
      let operations = table.operations { table.source.set(items) }
      mirror.apply(operations)
      let expected = items.map { String($0.id) }
      #expect(mirror.rows == expected)
      #expect(table.shownIDs == expected)
    }
  }

  /// A table of `source`'s sections, each item's cell a label of its name, on a page.
  private func sectionedTable(
    _ source: DataSource<[Section<String, String, Person>]>
  ) -> (page: WebPage, table: WebTable<Person>) {
    let page = WebPage()
    let table = WebTable(
      ListRequest<Person>(
        rows: .sections(source),
        makeCell: {
          let label = WebView(tag: "span")
          return SceneCell(view: label, show: { label.setText($0.name) })
        }))
    page.root.addChild(table)
    return (page, table)
  }

  @Test func sectionsShowTheirHeadersAndARowLeavingAGoneSectionIsInsertedWhereItGoes() throws {
    let source = SettableDataSource<[Section<String, String, Person>]>([
      Section(id: "A", header: "A", items: [Person(id: 1, name: "Ada")]),
      Section(id: "B", header: "B", items: [Person(id: 2, name: "Bea")]),
    ])
    let (page, table) = sectionedTable(source)
    let html = page.html()
    #expect(html.contains("role=\"row\"><div role=\"columnheader\">A</div></div>"))
    #expect(html.contains("class=\"sy-section-header\""))
    let sectionA = try #require(table.sectionViews["A"]?.node)
    let tableNode = try #require(table.node)
    var sent: [WebOperation] = []
    page.onOperations = { sent.append(contentsOf: $0) }
    // Ada moves into B, so A goes.
    source.set([
      Section(
        id: "B", header: "B", items: [Person(id: 1, name: "Ada"), Person(id: 2, name: "Bea")])
    ])
    page.flush()
    #expect(sent.count == 3)
    #expect(sent.first == .remove(node: sectionA))
    guard case .templatedRowInsert(tableNode, 0, 0, "1", _, _, ["Ada"]) = sent.last else {
      Issue.record("expected Ada inserted in B, got \(sent)")
      return
    }
    let shown = page.html()
    #expect(shown.components(separatedBy: "sy-section-header").count == 2)
    #expect(shown.range(of: ">Ada<")!.lowerBound < shown.range(of: ">Bea<")!.lowerBound)
  }

  @Test func aSectionsNewHeaderOrFooterReplacesItsHeadingRow() throws {
    let ada = Person(id: 1, name: "Ada")
    let source = SettableDataSource<[Section<String, String, Person>]>([
      Section(id: "A", header: "A", items: [ada])
    ])
    let (page, table) = sectionedTable(source)
    page.flush()
    var sent: [WebOperation] = []
    page.onOperations = { sent.append(contentsOf: $0) }
    let section = try #require(table.sectionViews["A"]?.node)
    let changes: [(header: String?, footer: String?)] = [
      ("Authors", nil), ("Authors", "1 person"), (nil, "1 person"), (nil, nil), ("A", "end"),
    ]
    var shown: (header: String?, footer: String?) = ("A", nil)
    for (header, footer) in changes {
      sent = []
      source.set([Section(id: "A", header: header, footer: footer, items: [ada])])
      page.flush()
      let html = page.html()
      let texts = [header, "Ada", footer].compactMap { $0 }
      var at = html.startIndex
      for text in texts {
        let found = try #require(html.range(of: ">\(text)<", range: at..<html.endIndex))
        at = found.upperBound
      }
      #expect(html.components(separatedBy: "role=\"columnheader\"").count == texts.count)
      // Each heading that changed is removed and the new one inserted into the section; the
      // row is left alone.
      let removed = sent.filter { if case .remove = $0 { true } else { false } }.count
      let inserted = sent.compactMap { operation -> String? in
        guard case .insert(section, _, let html) = operation else { return nil }
        return html
      }
      let changed = [shown.header != header, shown.footer != footer]
      let new = [header, footer].enumerated().filter { changed[$0.offset] }.compactMap(\.element)
      #expect(
        removed == zip([shown.header, shown.footer], changed).filter { $0.1 && $0.0 != nil }.count)
      #expect(inserted.count == new.count)
      for (html, text) in zip(inserted, new) { #expect(html.contains(">\(text)</div></div>")) }
      #expect(sent.count == removed + inserted.count)
      shown = (header, footer)
    }
  }

  @Test func aRowEventChoosesItsItemAndOneForARowNotInTheTableIsRefused() throws {
    let table = TableOnPage(people) { $0.name }
    let chosen = Recorder(table.table!.listView.selections)
    let refused = WebEventCheck.view(for: table.event(.row, row: "9"), on: table.page)
    #expect(refused.failure == .notOffered)
    #expect(
      WebEventCheck.view(for: table.event(.row, row: nil), on: table.page).failure == .notOffered)
    let event = table.event(.row, row: "2")
    let view = try WebEventCheck.view(for: event, on: table.page).get()
    view.handle(event)
    #expect(chosen.values.map(\.id) == [2])
  }

  @Test func theSecondaryActionIsTakenOnlyWhenTheListHasOne() throws {
    let plain = TableOnPage(people) { $0.name }
    #expect(
      WebEventCheck.view(for: plain.event(.secondary, row: "1"), on: plain.page).failure
        == .wrongKind)
    let table = TableOnPage(people, hasSecondary: true) { $0.name }
    let given = Recorder(table.table!.listView.secondarySelections)
    let event = table.event(.secondary, row: "3")
    try WebEventCheck.view(for: event, on: table.page).get().handle(event)
    #expect(given.values.map(\.id) == [3])
  }

  @Test func theHighlightFollowsItsItemAndGoesToTheNextWhenItIsDeleted() throws {
    let table = TableOnPage(people) { $0.name }
    let highlighted = Recorder(table.table!.listView.highlights)
    let event = table.event(.highlight, row: "2")
    try WebEventCheck.view(for: event, on: table.page).get().handle(event)
    table.source.set([people[1], people[0], people[2]])
    table.source.set([people[0], people[2]])
    let none = table.event(.highlight, row: nil)
    try WebEventCheck.view(for: none, on: table.page).get().handle(none)
    #expect(highlighted.values.map { $0?.id } == [2, 1, nil])
  }

  @Test func aSnapshotWithTwoItemsOfOneIDIsRefusedAndSaysSoInPlaceOfTheRows() throws {
    let table = TableOnPage(people) { $0.name }
    table.source.set(people + [Person(id: 2, name: "Bo")])
    let html = table.page.html()
    #expect(
      html.contains(
        "role=\"alert\">The rows cannot be shown: two items in the new snapshot have the id 2.</div>"
      ))
    #expect(html.contains("class=\"sy-rows\" hidden role=\"grid\""))
    let event = table.event(.row, row: "1")
    #expect(WebEventCheck.view(for: event, on: table.page).failure == .notOffered)
    let operations = table.operations { table.source.set([people[1]]) }
    #expect(!table.page.html().contains("alert"))
    #expect(table.shownIDs == ["2"])
    #expect(operations.count == 4)
  }

  @Test func droppingTheTableReleasesItAndItsCells() {
    let table = TableOnPage(people) { $0.name }
    weak let view = table.table
    table.table?.removeFromParent()
    table.table = nil
    #expect(view == nil)
    #expect(table.cells.allSatisfy { $0.view == nil })
    #expect(table.page.viewCount == 1)
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
