import BenchmarkHarness
import Foundation

/// The server's memory per open People tab: the real `people --web` binary's resident memory
/// before and after `tabs` tabs (page loaded, socket open) are opened on loopback; beside it
/// the budget (DESIGN.md) and the anchors of LiveView and Blazor Server.
enum TabMemory {
  static func run(binary: String, tabs: Int) async throws {
    let server = try PeopleServer(binary: binary)
    defer { server.stop() }
    let (opened, open) = AsyncStream.makeStream(of: Bool.self)
    let tabs = max(1, tabs)
    // One tab first, so that what every tab shares (the people, the scene library, the
    // event loops' buffers) is in the baseline.
    let first = try await server.openPage()
    let holding = Task { await hold(first, on: server, opened: open) }
    var waiting = opened.makeAsyncIterator()
    guard await waiting.next() == true else { throw BenchmarkError("the first tab did not open") }
    try await Task.sleep(for: .seconds(1))
    let before = try server.residentKilobytes()
    let start = ContinuousClock.now
    let more = Task {
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<tabs {
          do {
            let page = try await server.openPage()
            group.addTask { await hold(page, on: server, opened: open) }
          } catch {
            open.yield(false)
          }
        }
      }
    }
    var failed = 0
    for _ in 0..<tabs {
      if await waiting.next() != true { failed += 1 }
    }
    guard failed == 0 else { throw BenchmarkError("\(failed) of \(tabs) tabs did not open") }
    let took = ContinuousClock.now - start
    try await Task.sleep(for: .seconds(2))
    let after = try server.residentKilobytes()
    server.stop()
    _ = await holding.result
    _ = await more.result
    let perTab = Double(after - before) / Double(tabs)
    print("Server memory per open People tab (release people --web, \(tabs) tabs on loopback)\n")
    TextTable.print(
      header: ["", "KB"],
      rows: [
        ["RSS before (1 tab open)", "\(before)"],
        ["RSS after (\(tabs + 1) tabs open)", "\(after)"],
        ["per tab, Symbiosis", Harness.format(perTab)],
        ["budget (DESIGN.md)", "64"],
        ["Phoenix LiveView (anchor)", "≈ 40"],
        ["Blazor Server (anchor)", "≈ 250"],
      ])
    print("\nOpening the \(tabs) tabs took \(Harness.format(Harness.nanoseconds(took) / 1e9)) s.")
  }

  /// Opens `page`'s socket, says whether it opened, and keeps it open until the server closes
  /// it.
  private static func hold(
    _ page: PeoplePage, on server: PeopleServer, opened: AsyncStream<Bool>.Continuation
  ) async {
    do {
      try await server.connect(page) { inbound, _ in
        opened.yield(true)
        do {
          for try await _ in inbound {}
        } catch {}
      }
    } catch {
      opened.yield(false)
    }
  }
}
