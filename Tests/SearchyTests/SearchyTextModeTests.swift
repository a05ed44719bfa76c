import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import Searchy
@testable import SymbiosisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@MainActor
@Suite("Searchy in text mode", .timeLimit(.minutes(5)))
struct SearchyTextModeTests {
  /// `printf 'golden\r\r' | searchy --text`: each key waits for the debounce and the search
  /// the one before started, so the two Enters open the results and then the first song.
  @Test func keysWaitForTheWorkTheLastOneStarted() async throws {
    let service = CatalogSearchService(songs: [
      song(1, "Golden Hour", by: "Kacey Musgraves", on: "Golden Hour"),
      song(2, "Golden Slumbers", by: "The Beatles", on: "Abbey Road"),
    ])
    let searchy = SearchyApp(
      service: service, artwork: Artwork.loader { _ in throw SearchError.timeout },
      clock: ImmediateClock())
    let frames = try await runInTextMode(App(root: searchy.navigation), typing: "golden\r\r")
    let last = try #require(frames.last)
    #expect(last.contains("‹ Back"))
    #expect(last.contains("Album   Golden Hour"))
  }

  /// Runs `app` in text mode with `keys` on its input, and returns the frames it printed.
  private func runInTextMode(_ app: App, typing keys: String) async throws -> [String] {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    _ = keys.utf8.withContiguousStorageIfAvailable {
      write(descriptors[1], $0.baseAddress, $0.count)
    }
    close(descriptors[1])
    defer { close(descriptors[0]) }
    // A file, not a pipe, takes the frames: a full pipe would block the runner.
    let path = FileManager.default.temporaryDirectory
      .appending(path: "searchy-text-\(UUID().uuidString)").path
    let output = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
    try #require(output >= 0)
    defer { unlink(path) }
    let runner = TextModeRunner(
      app: app, input: descriptors[0], output: output, size: Size(width: 80, height: 24))
    try await runner.run()
    close(output)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\u{0C}").map(String.init)
  }
}

/// A clock on which every sleep ends at once, moving the clock to its deadline: a debounce fires
/// as soon as it is asked to wait.
private struct ImmediateClock: Clock {
  let base = ControllableClock()

  var now: ControllableClock.Instant { base.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: ControllableClock.Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    await base.advance(to: deadline)
  }
}
