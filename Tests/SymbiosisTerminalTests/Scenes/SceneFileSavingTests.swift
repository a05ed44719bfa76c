import Foundation
import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import Testing

@testable import SymbiosisScenes

/// The preferences a scene file edits, kept in a JSON file.
private struct Preferences: Codable, Equatable, Sendable {
  var name: String
  var dark: Bool
}

private let preferencesScene = """
  scene: Preferences
  sources:
    prefs: PreferencesFile
  views:
    - state:
        of: prefs
        failed: { retry: { refresh: prefs } }
        content:
          column:
            views:
              - field: { id: name, edit: prefs.name }
              - toggle: { title: Dark, edit: prefs.dark }
    - label: { status: prefs }
  """

/// A scene file's edits saved by a shared `JSONFileSource`, on the terminal: what the user types
/// is in the file once the terminal has settled, and a file that cannot be read is shown as
/// such and never written. Each test has a folder of its own, removed when it ends.
@MainActor
@Suite("Saving a scene file's edits on the terminal")
final class SceneFileSavingTests {
  let folder: URL
  let file: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appending(path: "SceneFileSavingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    file = folder.appending(path: "prefs.json")
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func terminal() throws -> (TestTerminal, JSONFileSource<Preferences>) {
    let prefs = JSONFileSource<Preferences>(
      file: file, whenMissing: Preferences(name: "", dark: false))
    let types = SceneTypes()
      .model(Preferences.self, keys: ["name": \.name, "dark": \.dark])
      .source("PreferencesFile", shared: prefs)
    let library = try SceneLibrary(
      files: [("Preferences.scene.yaml", preferencesScene)], types: types,
      platform: TerminalScenePlatform())
    let scene = try library.scene(named: "Preferences")
    let terminal = try TestTerminal(
      #require(try scene.content() as? View), columns: 160, rows: 6)
    return (terminal, prefs)
  }

  private func saved() throws -> Preferences {
    try JSONDecoder().decode(Preferences.self, from: Data(contentsOf: file))
  }

  @Test func whatTheUserTypesIsInTheFileOnceSettled() async throws {
    let (terminal, _) = try terminal()
    await terminal.settled()
    #expect(!FileManager.default.fileExists(atPath: file.path))
    terminal.type("Ada")
    await terminal.settled()
    #expect(try saved() == Preferences(name: "Ada", dark: false))
    terminal.press(.tab)
    terminal.press(.character(" "))
    await terminal.settled()
    #expect(try saved() == Preferences(name: "Ada", dark: true))
    let (again, _) = try self.terminal()
    await again.settled()
    #expect(again.lines.first?.hasPrefix("Ada") == true, "the next start reads it back")
  }

  @Test func aFileThatCannotBeReadIsShownKeptAndReadAgainOnRetry() async throws {
    let bytes = Data(#"{"name": "Ada", "dark": "yes"}"#.utf8)
    try bytes.write(to: file)
    let (terminal, _) = try terminal()
    await terminal.settled()
    #expect(
      terminal.lines.first
        == "Cannot read \(file.path): dark is not of type Bool; the file was left untouched.")
    #expect(terminal.text.contains("Retry"))
    terminal.press(.enter)
    await terminal.settled()
    #expect(terminal.text.contains("the file was left untouched"), "still broken")
    #expect(try Data(contentsOf: file) == bytes)
    try Data(#"{"name": "Grace", "dark": true}"#.utf8).write(to: file)
    terminal.press(.enter)
    await terminal.settled()
    #expect(terminal.lines.first?.hasPrefix("Grace") == true)
    terminal.type("!")
    await terminal.settled()
    #expect(try saved() == Preferences(name: "Grace!", dark: true))
  }

  @Test func aFailedSaveShowsOnTheStatusLineUntilASaveWorks() async throws {
    let (terminal, _) = try terminal()
    await terminal.settled()
    // A folder where the file goes: no one, not even root, can write the file there.
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    terminal.type("A")
    await terminal.settled()
    #expect(terminal.text.contains("Cannot save \(file.path): "))
    #expect(terminal.lines.first?.hasPrefix("A") == true, "the edit stays")
    try FileManager.default.removeItem(at: file)
    terminal.type("da")
    await terminal.settled()
    #expect(!terminal.text.contains("Cannot save"))
    #expect(try saved() == Preferences(name: "Ada", dark: false))
  }
}
