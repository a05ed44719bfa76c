import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A scene previewed alone, its preview data edited as it runs: a field showing its model's
/// value shows the new value, while text the user typed stays.
@MainActor
// A hang guard of five minutes, as LiveReloadEndToEndTests': a full parallel run shares one main
// actor and a two-thread pool among every test, and these need many turns of both.
@Suite(.timeLimit(.minutes(5)))
struct PreviewReloadEndToEndTests {
  static let editorFile = """
    scene: Editor
    sources:
      song: { settable: Song, preview: { id: 9, title: Sample } }
    views:
      - field: { id: name, edit: song.title }
      - label: "Saved: {song.title}"
    """

  let folder: SceneFolder
  let clock = ControllableClock()
  let library: SceneLibrary
  let reloader: SceneReloader
  let terminal: TestTerminal

  init() throws {
    folder = try SceneFolder()
    try folder.write("Editor.scene.yaml", Self.editorFile)
    library = try SceneLibrary(
      directory: folder.url, types: songTypes, platform: TerminalScenePlatform(),
      showsPreviews: true)
    reloader = SceneReloader(library: library, directory: folder.url, clock: clock)
    terminal = try TestTerminal(
      SceneOptions.parse(["--preview", "Editor"]).rootView(root: "Songs", library: library),
      columns: 50, rows: 12)
  }

  /// Saves `text` as the editor's file and lets the watcher look.
  func save(_ text: String) async throws {
    try folder.write("Editor.scene.yaml", text)
    await clock.advance(by: .milliseconds(50))
  }

  @Test func aFieldShowingItsModelShowsTheNewPreviewValue() async throws {
    try await waitUntil { terminal.lines.contains("Saved: Sample") }
    #expect(terminal.lines.contains("Sample"))
    let changed = Self.editorFile.replacingOccurrences(of: "title: Sample", with: "title: Changed")
    try await save(changed)
    try await waitUntil { terminal.lines.contains("Changed") }
    try await save(changed.replacingOccurrences(of: "Saved:", with: "Now:"))
    try await waitUntil { terminal.text.contains("Now:") }
    #expect(terminal.lines.contains("Now: Changed"))
    #expect(terminal.lines.contains("Changed"))
  }

  @Test func textTheUserTypedStaysOverTheNewPreviewValue() async throws {
    try await waitUntil { terminal.lines.contains("Saved: Sample") }
    terminal.type("!")
    try await waitUntil { terminal.lines.contains("Saved: Sample!") }
    try await save(
      Self.editorFile.replacingOccurrences(of: "title: Sample", with: "title: Changed")
        .replacingOccurrences(of: "Saved:", with: "Now:"))
    try await waitUntil { terminal.text.contains("Now:") }
    #expect(terminal.lines.contains("Sample!"))
  }
}
