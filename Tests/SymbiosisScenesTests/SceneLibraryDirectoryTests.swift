import Foundation
import Testing

@testable import SymbiosisScenes

/// A library read from a folder reads the folder's scene files, and only those.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct SceneLibraryDirectoryTests {
  @Test func anEditorsHiddenLockFileIsNotASceneFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "SceneLibraryDirectoryTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("scene: T\nviews: [label: Hello]\n".utf8)
      .write(to: folder.appending(path: "T.scene.yaml"))
    // Emacs locks a file it edits with a link to nowhere beside it.
    try FileManager.default.createSymbolicLink(
      atPath: folder.appending(path: ".#T.scene.yaml").path,
      withDestinationPath: "someone@host.1234:1700000000")
    #expect(SceneLibrary.fileNames(in: folder) == ["T.scene.yaml"])
    let library = try SceneLibrary(directory: folder, types: .people, platform: StandInPlatform())
    #expect(library.sceneNames == ["T"])
  }

  @Test func aNamedPipeIsNotReadAndALongFileNotWhole() throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "SceneLibraryDirectoryTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Reading a pipe waits for a writer: the library waited forever.
    #expect(mkfifo(folder.appending(path: "Pipe.scene.yaml").path, 0o600) == 0)
    let long = folder.appending(path: "Long.scene.yaml")
    try Data(repeating: UInt8(ascii: "#"), count: 3_000_000).write(to: long)
    #expect(
      (try? SceneFileReader.read("Long.scene.yaml", in: folder).get())?.utf8.count == 1_000_001)
    let problems: [String]
    do {
      _ = try SceneLibrary(directory: folder, types: .people, platform: StandInPlatform())
      problems = []
    } catch {
      problems = error.diagnostics.map(\.description)
    }
    #expect(
      problems == ["Pipe.scene.yaml:1:1: error: cannot read the file: it is not a regular file"])
  }
}
