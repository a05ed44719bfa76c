import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTesting
import Testing

@testable import SymbiosisWeb
@testable import SymbiosisWebTesting

/// An entry of a templated table: its `done` switches its row's class, so rows come in two
/// shapes.
private struct Entry: Identifiable, Sendable, Equatable {
  let id: Int
  var name: String
  var note = ""
  var done = false
}

/// A scene-file app of a table of entries over a shared source the test sets, and a screen to
/// go to and come back from, shown to a ``WebTestClient``.
@MainActor
private final class EntriesApp {
  static let files = [
    (
      "Entries.scene.yaml",
      """
      scene: Entries
      title: Entries
      sources:
        entries: Entries
      views:
        - button: { id: about, title: About, action: { segue: About } }
        - table:
            id: list
            source: entries
            cell:
              row:
                style: { done: completed }
                views:
                  - label: "{name}"
                  - label: "{note}"
      segues:
        About: { scene: About }
      styles:
        completed: { base: secondary, dim: true }
      """
    ),
    (
      "About.scene.yaml",
      """
      scene: About
      title: About
      views:
        - label: Entries, a test app
        - button: { id: back, title: Back, action: goBack }
      """
    ),
  ]

  let source: SettableDataSource<[Entry]>
  let browser: WebTestClient

  init(_ entries: [Entry]) async throws {
    let source = SettableDataSource(entries)
    self.source = source
    let types = SceneTypes()
      .model(Entry.self, keys: ["name": \.name, "note": \.note, "done": \.done])
      .source("Entries", shared: source)
    let library = try SceneLibrary(
      files: Self.files, types: types, platform: WebScenePlatform())
    let session = try await WebSession(
      library: library, root: "Entries", path: "/", clock: ControllableClock())
    browser = WebTestClient(session: session)
    await browser.settled()
  }

  /// Shows `entries`, and returns the operations that sent them.
  func show(_ entries: [Entry]) async -> [WebOperationJSON] {
    let before = browser.frames.count
    source.set(entries)
    await browser.settled()
    return browser.frames[before...].flatMap(WebOperationJSON.operations(of:))
  }

  /// The page as the server holds it, read as the mirror reads HTML: what a reload would show.
  var pageAsHTML: WebMirrorElement? {
    guard case .element(let main)? = WebMirrorParser.parse(browser.session.page.root.html()).first
    else { return nil }
    return main
  }
}

/// One operation of a frame, read back from its JSON.
private struct WebOperationJSON {
  let elements: [Any]
  var name: String { elements.first as? String ?? "" }
  var json: String {
    (try? JSONSerialization.data(withJSONObject: elements)).flatMap {
      String(data: $0, encoding: .utf8)
    } ?? ""
  }

  static func operations(of frame: String) -> [WebOperationJSON] {
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any],
      let ops = object["ops"] as? [[Any]]
    else { return [] }
    return ops.map(WebOperationJSON.init(elements:))
  }
}

/// A table of a code-built cell on a page, and the operations its changes send.
@MainActor
private final class CodeTable<Item: Identifiable & Sendable> {
  let page = WebPage()
  let source: SettableDataSource<[Item]>
  let table: WebTable<Item>

  init(_ items: [Item], cell: @escaping @MainActor () -> SceneCell<Item>) {
    source = SettableDataSource(items)
    table = WebTable(ListRequest<Item>(rows: .items(source), makeCell: cell))
    page.root.addChild(table)
    _ = page.html()
  }

  /// The operations `change` sends.
  func operations(_ change: () -> Void) -> [WebOperation] {
    var sent: [WebOperation] = []
    page.onOperations = { sent.append(contentsOf: $0) }
    change()
    page.flush()
    return sent
  }

  /// The operation an `ri` of `operation`'s row would have been: its HTML as the page has it.
  func htmlInsert(for operation: WebOperation) -> WebOperation? {
    guard
      case .templatedRowInsert(let table, let section, let index, let row, _, let node, _) =
        operation, let view = page.view(node)
    else { return nil }
    return .rowInsert(table: table, section: section, index: index, row: row, html: view.html())
  }
}

/// A label cell showing `text` of its item.
@MainActor
private func labelCell<Item>(_ text: @escaping @MainActor (Item) -> String) -> SceneCell<Item> {
  let label = WebView(tag: "span", classes: "name")
  return SceneCell(view: label, show: { label.setText(text($0)) })
}

/// The element as text, attributes in name order, to compare two mirrors.
@MainActor
private func described(_ element: WebMirrorElement) -> String {
  let attributes = element.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
  let content = element.content.map { piece -> String in
    switch piece {
    case .element(let child): described(child)
    case .text(let text): "«\(text)»"
    }
  }
  return "<\(element.tag) \(attributes.joined(separator: " "))>\(content.joined())</\(element.tag)>"
}

@MainActor
@Suite("Row templates")
struct WebRowTemplateTests {
  private static let people = (1...3).map { Entry(id: $0, name: "Person \($0)") }

  @Test func aScreenInsertingRowsOfOneShapeSendsItsTemplateOnceThenARowInsertEach() async throws {
    let app = try await EntriesApp(Self.people)
    let added = (4...53).map { Entry(id: $0, name: "Person \($0)", note: "n\($0)") }
    let sent = await app.show(Self.people + added)
    #expect(sent.map(\.name) == ["tpl"] + Array(repeating: "rt", count: 50))
    let template = try #require(sent.first?.elements[1] as? Int)
    #expect(sent.dropFirst().allSatisfy { $0.elements[5] as? Int == template })
    let fourth = sent.first { $0.name == "rt" && $0.elements[4] as? String == "4" }
    #expect(fourth?.elements[7] as? [String] == ["Person 4", "n4"])
    #expect(app.browser.unknownOperations.isEmpty)
    #expect(app.browser.text.hasSuffix("Person 52\nn52\nPerson 53\nn53"))
    // More rows of that shape: no template again.
    let more = await app.show(Self.people + added + [Entry(id: 54, name: "Person 54")])
    #expect(more.map(\.name) == ["rt"])
  }

  @Test func aTablesFirstRowsFollowTheirSectionAsTemplatedRows() async throws {
    let app = try await EntriesApp([])
    let sent = await app.show(Self.people)
    #expect(sent.map(\.name) == ["i", "tpl", "rt", "rt", "rt"])
    #expect(app.browser.text.hasSuffix("About\nPerson 1\nPerson 2\nPerson 3"))
    #expect(app.browser.unknownOperations.isEmpty)
  }

  @Test func insertingAHundredRowsSendsAFifthOfTheirHTML() {
    let table = CodeTable([Entry(id: 0, name: "Entry 0")]) { labelCell { $0.name } }
    let entries = (0...100).map { Entry(id: $0, name: "Entry \($0)") }
    let operations = table.operations { table.source.set(entries) }
    #expect(operations.count == 101)
    let templated = operations.reduce(0) { $0 + $1.json.utf8.count }
    let asHTML = operations.compactMap(table.htmlInsert(for:)).reduce(0) {
      $0 + $1.json.utf8.count
    }
    print("100 rows inserted: \(templated) B templated, \(asHTML) B as ri with HTML")
    #expect(templated * 5 < asHTML)
    #expect(templated < 100 * 40)
  }

  @Test func rowsOfTwoShapesMakeTwoTemplates() async throws {
    let app = try await EntriesApp(Self.people)
    let sent = await app.show(
      Self.people + [
        Entry(id: 4, name: "Open"), Entry(id: 5, name: "Done", done: true),
        Entry(id: 6, name: "Open too"), Entry(id: 7, name: "Done too", done: true),
      ])
    #expect(sent.map(\.name) == ["tpl", "rt", "tpl", "rt", "rt", "rt"])
    let templates = sent.filter { $0.name == "tpl" }
    let done = try #require(
      templates.first { ($0.elements[2] as? String)?.contains("sy-style-completed") == true }?
        .elements[1] as? Int)
    let open = try #require(templates.first { $0.elements[1] as? Int != done }?.elements[1] as? Int)
    let used = Dictionary(
      uniqueKeysWithValues: sent.filter { $0.name == "rt" }.map {
        ($0.elements[4] as? String ?? "", $0.elements[5] as? Int)
      })
    #expect(used == ["4": open, "5": done, "6": open, "7": done])
    #expect(app.browser.unknownOperations.isEmpty)
    let rows = app.browser.main.descendants.filter { $0.attributes["data-r"] != nil }
    let completed = rows.filter { row in
      row.descendants.contains { $0.attributes["class"]?.contains("sy-style-completed") == true }
    }
    #expect(completed.map(\.textContent) == ["Done", "Done too"])
  }

  @Test func aNewScreenSendsTheTemplateAgain() async throws {
    let app = try await EntriesApp(Self.people)
    let first = await app.show(Self.people + [Entry(id: 4, name: "Four")])
    #expect(first.map(\.name) == ["tpl", "rt"])
    app.browser.click("About")
    await app.browser.settled()
    app.browser.click("Back")
    await app.browser.settled()
    #expect(app.browser.text.hasPrefix("Entries\nAbout\nPerson 1"))
    let again = await app.show(Self.people + [Entry(id: 4, name: "Four"), Entry(id: 5, name: "5")])
    #expect(again.map(\.name) == ["tpl", "rt"])
    #expect(again.first?.elements[1] as? Int != first.first?.elements[1] as? Int)
    #expect(app.browser.text.hasSuffix("Four\n5"))
    #expect(app.browser.unknownOperations.isEmpty)
  }

  @Test func thePagesHTMLOrItsContentRenderedAnewForgetsItsTemplates() {
    // The first page (html()), and a screen sent whole (contentHTML(): a new screen, or one
    // sent afresh to a page that missed frames), leave the browser with no template.
    let table = CodeTable([Entry(id: 0, name: "A")]) { labelCell { $0.name } }
    var entries = [Entry(id: 0, name: "A")]
    var templates: [Int] = []
    for render in [{ _ = table.page.html() }, { _ = table.page.contentHTML() }, {}] {
      entries.append(Entry(id: entries.count, name: "Row \(entries.count)"))
      let sent = table.operations { table.source.set(entries) }
      templates += sent.compactMap {
        if case .rowTemplate(let id, _) = $0 { id } else { nil }
      }
      render()
    }
    entries.append(Entry(id: entries.count, name: "Last"))
    let last = table.operations { table.source.set(entries) }
    #expect(templates == [1, 2, 3], "an id names one skeleton for the page's life")
    #expect(last.count == 1, "no render since the last template: \(last)")
  }

  @Test func aValueThatIsMarkupArrivesAsText() async throws {
    let app = try await EntriesApp(Self.people)
    let evil = "<img src=x onerror=alert(1)>"
    let sent = await app.show(Self.people + [Entry(id: 4, name: evil, note: "a & \"b\" 'c'")])
    let template = try #require(sent.first { $0.name == "tpl" }?.elements[2] as? String)
    #expect(!template.contains("img") && !template.contains("&"))
    let insert = try #require(sent.first { $0.name == "rt" })
    #expect(insert.elements[7] as? [String] == [evil, "a & \"b\" 'c'"])
    let frame = try #require(app.browser.frames.last)
    #expect(frame.contains("\\u003cimg") && !frame.contains("<img"))
    let row = try #require(app.browser.main.descendants.first { $0.attributes["data-r"] == "4" })
    #expect(row.descendants.allSatisfy { $0.tag != "img" })
    #expect(row.textContent == evil + "a & \"b\" 'c'")
    #expect(app.browser.text.hasSuffix(evil + "\na & \"b\" 'c'"))
  }

  @Test func aRowWithoutAnExactSkeletonGoesAsHTML() {
    let table = CodeTable([Entry(id: 0, name: "A")]) {
      let area = WebTextArea(text: "")
      return SceneCell(view: area, show: { area.text.value = $0.name })
    }
    let operations = table.operations {
      table.source.set([Entry(id: 0, name: "A"), Entry(id: 1, name: "\nB")])
    }
    #expect(operations.count == 1)
    guard case .rowInsert(_, 0, 1, "1", let html) = operations.first else {
      Issue.record("expected the row as HTML, got \(operations)")
      return
    }
    #expect(html.contains("<textarea") && html.contains("B</textarea>"))
  }

  @Test func aTemplatedRowIsTheRowItsHTMLWouldBe() throws {
    // Every piece a row may hold: texts that need escaping, a carriage return the HTML parser
    // reads as a line feed, an empty text, attributes the skeleton holds and those it leaves
    // to the values, a URL, a boolean attribute, and void elements.
    let table = CodeTable([Entry(id: 0, name: "A")]) {
      let box = WebView(tag: "div", classes: "entry")
      let name = WebView(tag: "span")
      let empty = WebView(tag: "span")
      let image = WebImage()
      let input = WebView(tag: "input")
      input.setAttribute("type", "text")
      box.addChild(name)
      box.addChild(empty)
      box.addChild(image)
      box.addChild(input)
      return SceneCell(
        view: box,
        show: {
          name.setText($0.name)
          empty.setText("")
          name.setAttribute("title", $0.note)
          image.path = $0.note.isEmpty ? "" : "https://example.org/\($0.id).png"
          input.setAttribute("value", $0.name)
          input.isDisabled = $0.done
        })
    }
    let entries = [
      Entry(id: 0, name: "A"), Entry(id: 1, name: "<b>&amp;</b>", note: "\"quoted\" 'too'"),
      Entry(id: 2, name: "line\r\nbreak\rtwice", note: "x", done: true),
      Entry(id: 3, name: "", note: ""),
    ]
    let operations = table.operations { table.source.set(entries) }
    var templates: [Int: WebMirrorTemplate] = [:]
    var rows = 0
    for operation in operations {
      switch operation {
      case .rowTemplate(let id, let html): templates[id] = WebMirrorTemplate(html: html)
      case .templatedRowInsert(_, _, _, let row, let id, let node, let values):
        let made = try #require(templates[id]?.row(id: row, node: node, values: values))
        let html = try #require(table.page.view(node)?.html())
        guard case .element(let parsed)? = WebMirrorParser.parse(html).first else {
          Issue.record("no row in \(html)")
          continue
        }
        // The browser's parser reads a carriage return, alone or before a line feed, as a
        // line feed; the mirror's parser leaves it.
        let read = described(parsed).replacingOccurrences(of: "\r\n", with: "\n")
          .replacingOccurrences(of: "\r", with: "\n")
        #expect(described(made) == read)
        rows += 1
      default: Issue.record("unexpected \(operation)")
      }
    }
    #expect(rows == 3)
  }

  @Test func aTemplatesURLValueIsCheckedAsThePagesAre() {
    let template = WebMirrorTemplate(
      html: "<div data-n=\"0\" data-r=\"\"><a data-n=\"1\" href=\"\" data-sy-slots=\"href\">"
        + "<!--sy--></a></div>")
    let safe = template.row(id: "1", node: 10, values: ["https://example.org", "Home"])
    #expect(safe?.children.first?.attributes["href"] == "https://example.org")
    #expect(safe?.children.first?.node == 11)
    let unsafe = template.row(id: "2", node: 20, values: ["javascript:alert(1)", "Home"])
    #expect(unsafe?.children.first?.attributes["href"] == nil)
    #expect(template.row(id: "3", node: 30, values: ["https://example.org"]) == nil)
  }

  @Test func theMirrorShowsTemplatedRowsAsTheFullHTMLShowsThem() async throws {
    // Rounds of random inserts, deletes, moves and changes, with names of any characters:
    // after each, the rows the client built from templates are those a reload would show.
    var random = SeededRandom(seed: 0x7E3F)
    func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
    let alphabet = Array("ab <>&\"'\n\t=/é😀")
    func name() -> String { String((0..<next(8)).map { _ in alphabet[next(alphabet.count)] }) }
    var entries: [Entry] = []
    var nextID = 0
    let app = try await EntriesApp(entries)
    for _ in 0..<25 {
      for _ in 0..<next(3) where !entries.isEmpty { entries.remove(at: next(entries.count)) }
      for _ in 0..<next(6) {
        entries.insert(
          Entry(id: nextID, name: name(), note: name(), done: next(2) == 0),
          at: next(entries.count + 1))
        nextID += 1
      }
      for _ in 0..<next(3) where !entries.isEmpty {
        let entry = entries.remove(at: next(entries.count))
        entries.insert(entry, at: next(entries.count + 1))
      }
      for _ in 0..<next(3) where !entries.isEmpty {
        let index = next(entries.count)
        entries[index].name = name()
        entries[index].done.toggle()
      }
      _ = await app.show(entries)
      let page = try #require(app.pageAsHTML)
      let shown = app.browser.main.descendants.filter { $0.attributes["data-r"] != nil }
      let reloaded = page.descendants.filter { $0.attributes["data-r"] != nil }
      #expect(shown.map(described) == reloaded.map(described))
      #expect(described(app.browser.main) == described(page))
    }
    #expect(app.browser.unknownOperations.isEmpty)
    #expect(app.browser.frames.contains { $0.contains("[\"rt\",") })
  }
}
