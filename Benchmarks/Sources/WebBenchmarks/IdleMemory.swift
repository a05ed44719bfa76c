import BenchmarkHarness
import Foundation
import People
import Symbiosis
import SymbiosisScenes
import SymbiosisWeb

/// The heap bytes an idle People session holds, in process, by the allocator's count: `count`
/// sessions made as the server makes one for a page's `GET` (`WebSession(library:root:path:)`
/// on one library, its `document()` answered), then its socket connected (`send` set), all
/// kept; the heap's growth (glibc's `mallinfo2`) over them divided by `count`, and the same
/// for each step of a session's making, so that the parts can be told apart.
enum IdleMemory {
  /// What one session cost, step by step, in heap bytes.
  private struct Steps {
    var made = 0
    var document = 0
    var connected = 0
    var settled = 0

    static func + (a: Steps, b: Steps) -> Steps {
      Steps(
        made: a.made + b.made, document: a.document + b.document,
        connected: a.connected + b.connected, settled: a.settled + b.settled)
    }
  }

  @MainActor
  static func run(sessions count: Int) async throws {
    let count = max(1, count)
    let library = try SceneLibrary(
      directory: PeopleApp.scenes, types: PeopleApp.types(), platform: WebScenePlatform())
    // One session first, so that what every session shares (the people read from their file,
    // the scene files' definitions, the runtime's caches) is in the baseline.
    var sessions = [try await open(library).session]
    let base = MemoryMeter.bytesInUse()
    var total = Steps()
    for _ in 0..<count {
      let (session, steps) = try await open(library)
      sessions.append(session)
      total = total + steps
    }
    let after = MemoryMeter.bytesInUse()
    let perSession = Double(after - base) / Double(count)
    let views = sessions.last?.page.viewCount ?? 0
    let frames = sessions.last?.lastFrame ?? 0
    let gibibyte = 1 << 30
    print(
      "Heap per idle People session (in process, \(count) sessions, glibc mallinfo2)\n")
    TextTable.print(
      header: ["", "bytes"],
      rows: [
        ["session made (scene, views, first render)", per(total.made, count)],
        ["document() answered", per(total.document, count)],
        ["socket connected (send set)", per(total.connected, count)],
        ["settled (its first turns run)", per(total.settled, count)],
        ["per session, all told", Harness.format(perSession)],
        ["budget (DESIGN.md)", "65536"],
        ["Phoenix LiveView (anchor)", "≈ 40960"],
        ["Blazor Server (anchor)", "≈ 256000"],
      ])
    print(
      """

      Heap with one session: \(base) B; a session's page holds \(views) views, and it sent \
      \(frames) frames after its document.
      Sessions in 1 GiB of heap, computed ((1 GiB − that) / per session): \
      \((gibibyte - base) / max(1, Int(perSession.rounded())))
      """)
    parts()
    withExtendedLifetime(sessions) {}
  }

  /// A session of `library`'s People at `/` as a page's `GET` makes it, connected and
  /// settled, and what each step cost.
  @MainActor
  private static func open(
    _ library: SceneLibrary
  ) async throws -> (session: WebSession, steps: Steps) {
    var steps = Steps()
    var mark = MemoryMeter.bytesInUse()
    func step() -> Int {
      let now = MemoryMeter.bytesInUse()
      defer { mark = now }
      return now - mark
    }
    let session = try await WebSession(library: library, root: "People", path: "/")
    steps.made = step()
    do {
      let document = session.document()
      withExtendedLifetime(document) {}
    }
    steps.document = step()
    session.send = { _ in }
    steps.connected = step()
    await session.work.settled()
    for _ in 0..<4 { await Task.yield() }
    steps.settled = step()
    return (session, steps)
  }

  /// What the web views a People page is made of cost each: made, given the attributes of a
  /// table's row, and put on a page.
  @MainActor
  private static func parts() {
    let count = 10_000
    let page = WebPage()
    let parent = WebView(tag: "div")
    var kept: [WebView] = []
    kept.reserveCapacity(count * 2)
    let bare = MemoryMeter.bytesPerItem(count: count) {
      for _ in 0..<count { kept.append(WebView(tag: "div", classes: "sy-row-item")) }
    }
    let attributes = MemoryMeter.bytesPerItem(count: count) {
      for view in kept {
        view.setAttribute("role", "row")
        view.setAttribute("data-r", "12")
        view.setAttribute("tabindex", "-1")
      }
    }
    let label = MemoryMeter.bytesPerItem(count: count) {
      for _ in 0..<count { kept.append(WebLabel("Ada Lovelace  36")) }
    }
    for view in kept { parent.addChild(view) }
    let onPage = MemoryMeter.bytesPerItem(count: 2 * count) {
      page.root.addChild(parent)
      _ = page.html()  // the browser has it: the insertion recorded is dropped
    }
    print(
      """

      A web view, each of \(count): made (a tag and a class) \(Harness.format(bare)) B, and with \
      a row's three attributes more \(Harness.format(attributes)) B; a label of 16 characters \
      \(Harness.format(label)) B; numbered on a page \(Harness.format(onPage)) B more.
      """)
    withExtendedLifetime((page, kept)) {}
  }

  private static func per(_ bytes: Int, _ count: Int) -> String {
    Harness.format(Double(bytes) / Double(count))
  }
}
