import Foundation
import Symbiosis
import Testing

@testable import SymbiosisScenes

/// A scene file is read one way by the library, the watcher and `--check`: UTF-8 text, or a
/// problem that says why not; and a folder without scene files says why it has none.
@MainActor
@Suite struct SceneFileReadingTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appending(path: "SceneFileReadingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func write(_ name: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: folder.appending(path: name))
  }

  func problems(in directory: URL) -> [String] {
    do {
      _ = try SceneLibrary(directory: directory, types: .people, platform: StandInPlatform())
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  /// `scene: Café` in Latin-1: the é is one byte, 0xE9, which UTF-8 does not allow there.
  static let latin1: [UInt8] = Array("scene: Caf".utf8) + [0xE9] + Array("\nviews: []\n".utf8)

  @Test func aFileThatIsNotUTF8IsRefusedSayingSoAtStartAndLive() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("Cafe.scene.yaml", Self.latin1)
    #expect(
      problems(in: folder) == [
        "Cafe.scene.yaml:1:1: error: cannot read the file: it is not UTF-8 text"
      ])
    #expect(
      SceneFileWatcher.snapshot(of: folder)["Cafe.scene.yaml"]
        == .failure(
          SceneDiagnostic(
            "cannot read the file: it is not UTF-8 text",
            at: SourceLocation(file: "Cafe.scene.yaml", line: 1, column: 1))))
    let changes = SceneFileWatcher.changes(from: [:], to: SceneFileWatcher.snapshot(of: folder))
    #expect(changes.map(\.text) == [nil])
    #expect(changes.map(\.isRemoval) == [false])
  }

  @Test func aFileThatCannotBeOpenedSaysWhy() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appending(path: "Odd.scene.yaml"), withIntermediateDirectories: true)
    let found = problems(in: folder)
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("Odd.scene.yaml:1:1: error: cannot read the file: ") == true)
    #expect(found.first != "Odd.scene.yaml:1:1: error: cannot read the file: ")
  }

  @Test func aMissingFolderSaysItDoesNotExist() {
    let missing = folder.appending(path: "nonexistent")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      problems(in: missing) == ["\(missing.path):1:1: error: the scene folder does not exist"])
  }

  @Test func aPlainFileSaysItIsNotAFolder() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("plain", Array("scene: A\n".utf8))
    let plain = folder.appending(path: "plain")
    #expect(
      problems(in: plain) == [
        "\(plain.path):1:1: error: the scene folder is not a folder but a file"
      ])
  }

  @Test func yamlFilesNamedOtherwiseGetAHintAtTheNaming() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      problems(in: folder) == ["\(folder.path):1:1: error: no scene files (*.scene.yaml) here"])
    try write("People.yaml", Array("scene: People\nviews: []\n".utf8))
    #expect(
      problems(in: folder) == [
        "\(folder.path):1:1: error: no scene files (*.scene.yaml) here; scene files are named *.scene.yaml"
      ])
  }
}
