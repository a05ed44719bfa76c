import BenchmarkHarness
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisWeb
import SymbiosisWebTesting

/// The bytes a session sends for one label change and for one changed cell of a table of
/// 100, 1,000 and 10,000 rows, measured in process on `WebTestClient.frames`; beside them the
/// budgets (DESIGN.md) and the whole page, which a server re-rendering the page would send.
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
  }

  /// The page's bytes, then what a label change and then one changed cell (the first row's)
  /// sent, for a table of `count` rows.
  static func measure(rows count: Int) async throws -> (page: Int, label: Sent, cell: Sent) {
    let headline = SettableDataSource(Headline(text: "Hello"))
    var items = (0..<count).map { BenchRow(id: $0, name: "Row \($0)") }
    let source = SettableDataSource(items)
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
