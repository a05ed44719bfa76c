import BenchmarkHarness
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTesting

/// File save to new frame on the real clock: the dashboard's file in a temporary folder, a
/// `SceneReloader` polling it every 50 ms as an app does, and the file saved again and again
/// (written whole and renamed into place, as editors save). Each save's time runs from the
/// write to the first frame whose text shows the change.
@MainActor
enum LiveSaves {
  /// The pause between two looks at the screen (each drawing a frame when one is due): the
  /// resolution of each time.
  static let pollStep = Duration.microseconds(250)

  /// The milliseconds of `count` saves, each made after a random pause of up to one poll
  /// interval, so that saves land anywhere in the watcher's 50 ms cycle as a person's do.
  static func milliseconds(saves count: Int) async throws -> [Double] {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "SceneBenchmarks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: DashboardFile.name)
    try Data(DashboardFile.text(version: 1).utf8).write(to: file)
    let library = try SceneLibrary(
      directory: folder, types: .dashboard, platform: SceneWork.platform)
    let screen = ReloadedScreen(library: library)
    let reloader = SceneReloader(library: library, directory: folder)
    defer { reloader.stop() }
    var random = SeededRandom(seed: 21)
    var times: [Double] = []
    for save in 0..<count {
      let version = save % 2 == 0 ? 2 : 1
      try await Task.sleep(for: .microseconds(Int.random(in: 0..<50_000, using: &random)))
      let text = Data(DashboardFile.text(version: version).utf8)
      let start = ContinuousClock.now
      try text.write(to: file, options: .atomic)
      while !screen.shows(version: version) {
        guard ContinuousClock.now - start < .seconds(5) else {
          throw LiveSaveTimeout(save: save)
        }
        try await Task.sleep(for: pollStep)
      }
      times.append(Harness.nanoseconds(ContinuousClock.now - start) / 1e6)
    }
    return times
  }
}

/// A save whose change never showed.
struct LiveSaveTimeout: Error, CustomStringConvertible {
  let save: Int
  var description: String { "save \(save) did not show on screen within 5 s" }
}
