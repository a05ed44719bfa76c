import BenchmarkHarness
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisWeb
import SymbiosisWebTesting

/// The bytes a session sends for one label change and for one changed cell of a table of
/// 100, 1,000 and 10,000 rows, measured in process on `WebTestClient.frames`; beside them the
/// budgets (DESIGN.md) and the whole page, which a server re-rendering the page would send.
/// Then the bytes of 1,000 rows inserted into a table, sent as templated inserts (`tpl` once,
/// then `rt`), beside what the same rows cost as `ri` with each row's HTML.
@MainActor
enum WireBytes {
  static let file = """
    scene: Bench
    sources:
      headline: Headline
      rows: Rows
    views:
      - label: { id: title, text: "{headline.text}" }
      - table:
          id: list
          source: rows
          cell: { label: "{name}" }
    """

  /// What one change sent: its frames, their bytes, and the bytes of their operations alone.
  struct Sent {
    let frames: [String]
    var frameBytes: Int { frames.reduce(0) { $0 + $1.utf8.count } }
    var operationBytes: Int { frames.reduce(0) { $0 + WireBytes.operations(of: $1).utf8.count } }
  }

  /// The `ops` array's elements of `frame`, without the brackets (`{"f":…,"ack":[…],"ops":[…]}`).
  nonisolated static func operations(of frame: String) -> Substring {
    guard let start = frame.range(of: "\"ops\":[")?.upperBound,
      let end = frame.range(of: "]}", options: .backwards)?.lowerBound, start <= end
    else { return "" }
    return frame[start..<end]
  }

  static func run() async throws {
    print("Bytes on the wire for one change (in process, WebTestClient.frames)\n")
    var rows: [[String]] = []
    var examples: [String] = []
    for count in [100, 1_000, 10_000] {
      let (page, label, cell) = try await measure(rows: count)
      rows.append([
        "label change, \(count) rows", "\(label.frames.count)", "\(label.frameBytes)",
        "\(label.operationBytes)", "60", "\(page)",
      ])
      rows.append([
        "one cell, \(count) rows", "\(cell.frames.count)", "\(cell.frameBytes)",
        "\(cell.operationBytes)", "80", "\(page)",
      ])
      if count == 10_000 { examples = label.frames + cell.frames }
    }
    TextTable.print(
      header: ["change", "frames", "frame B", "ops B", "budget B", "whole page B"], rows: rows)
    print("\nThe frames at 10,000 rows:")
    for frame in examples { print("  \(frame)") }
    try await runInsert(rows: 1_000)
  }

  /// Prints the bytes of `count` rows inserted after the first of a table.
  static func runInsert(rows count: Int) async throws {
    let inserted = try await measureInsert(rows: count)
    print("\nBytes on the wire for \(count) rows inserted (in process, WebTestClient.frames)\n")
    TextTable.print(
      header: ["rows sent as", "operations", "ops B", "B per row"],
      rows: [
        [
          "ri, each row's HTML (before)", "\(count)", "\(inserted.asHTML)",
          String(format: "%.1f", Double(inserted.asHTML) / Double(count)),
        ],
        [
          "tpl + rt, templated (after)", "\(inserted.operations)", "\(inserted.templated)",
          String(format: "%.1f", Double(inserted.templated) / Double(count)),
        ],
      ])
    print("\nThe templated frame's start:\n  \(inserted.start)")
  }

  /// The bench scene's page showing `rows` under a headline, in a client, settled; and the
  /// sources a measurement changes.
  static func benchPage(rows: [BenchRow]) async throws -> (
    WebSession, WebTestClient, SettableDataSource<Headline>, SettableDataSource<[BenchRow]>
  ) {
    let headline = SettableDataSource(Headline(text: "Hello"))
    let source = SettableDataSource(rows)
    let types = SceneTypes()
      .model(Headline.self, keys: ["text": \.text])
      .model(BenchRow.self, keys: ["name": \.name])
      .source("Headline", shared: headline)
      .source("Rows", shared: source)
    let library = try SceneLibrary(
      files: [("Bench.scene.yaml", file)], types: types, platform: WebScenePlatform())
    let session = try await WebSession(library: library, root: "Bench", path: "/")
    let client = WebTestClient(session: session)
    await client.settled()
    return (session, client, headline, source)
  }

  /// What inserting `count` rows after the first one of a table sent (how many operations, their
  /// bytes, the start of the first frame's) and what the same rows would have cost as `ri`
  /// operations carrying each row's HTML as the page has it.
  static func measureInsert(
    rows count: Int
  ) async throws -> (operations: Int, templated: Int, asHTML: Int, start: String) {
    let first = BenchRow(id: 0, name: "Row 0")
    let (session, client, _, source) = try await benchPage(rows: [first])
    let before = client.frames.count
    source.set([first] + (1...count).map { BenchRow(id: $0, name: "Row \($0)") })
    await client.settled()
    var parsed: [[Any]] = []
    var templated = 0
    for frame in client.frames[before...] {
      templated += operations(of: frame).utf8.count
      let object = try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any]
      parsed += object?["ops"] as? [[Any]] ?? []
    }
    var asHTML = 0
    for operation in parsed {
      guard operation.first as? String == "rt", operation.count == 8,
        let table = operation[1] as? Int, let section = operation[2] as? Int,
        let index = operation[3] as? Int, let row = operation[4] as? String,
        let node = operation[6] as? Int, let view = session.page.view(node)
      else { continue }
      let insert = WebOperation.rowInsert(
        table: table, section: section, index: index, row: row, html: view.html())
      asHTML += insert.json.utf8.count + (asHTML > 0 ? 1 : 0)  // with the commas between
    }
    let start = client.frames[before...].first.map { operations(of: $0) } ?? ""
    session.end()
    return (parsed.count, templated, asHTML, String(start.prefix(400)) + "…")
  }

  /// The page's bytes, then what a label change and then one changed cell (the first row's)
  /// sent, for a table of `count` rows.
  static func measure(rows count: Int) async throws -> (page: Int, label: Sent, cell: Sent) {
    var items = (0..<count).map { BenchRow(id: $0, name: "Row \($0)") }
    let (session, client, headline, source) = try await benchPage(rows: items)
    let page = session.document().utf8.count
    var before = client.frames.count
    headline.set(Headline(text: "World"))
    await client.settled()
    let label = Sent(frames: Array(client.frames[before...]))
    before = client.frames.count
    items[0].name = "Row 0 renamed"
    source.set(items)
    await client.settled()
    let cell = Sent(frames: Array(client.frames[before...]))
    session.end()
    return (page, label, cell)
  }
}

/// The label's model.
struct Headline: Sendable {
  var text: String
}

/// A table row's model.
struct BenchRow: Identifiable, Sendable, Equatable {
  let id: Int
  var name: String
}
