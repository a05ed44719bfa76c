import Foundation
import SymbiosisScenes
import Testing

/// A library read from a folder reads the folder's scene files, and only those.
@MainActor
@Suite struct SceneLibraryDirectoryTests {
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
}
