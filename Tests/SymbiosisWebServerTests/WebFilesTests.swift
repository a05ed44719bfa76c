import Foundation
import SymbiosisWeb
import Testing

@testable import SymbiosisWebServer

/// The pictures a scene file names by a relative path, served from the scene files' folder and
/// nothing else.
@MainActor @Suite
struct WebFilesTests {
  /// A folder with `photos/rex.png`, a text file, and a link to a picture outside it.
  private func folder() throws -> (folder: URL, outside: URL) {
    let root = FileManager.default.temporaryDirectory.appending(path: "webfiles-\(UUID())")
    let folder = root.appending(path: "Scenes")
    try FileManager.default.createDirectory(
      at: folder.appending(path: "photos"), withIntermediateDirectories: true)
    try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: folder.appending(path: "photos/rex.png"))
    try Data("secret".utf8).write(to: folder.appending(path: "People.scene.yaml"))
    let outside = root.appending(path: "secret.png")
    try Data("outside".utf8).write(to: outside)
    try FileManager.default.createSymbolicLink(
      at: folder.appending(path: "link.png"), withDestinationURL: outside)
    return (folder, root)
  }

  @Test func aPictureOfTheFolderIsServedWithItsType() async throws {
    let (folder, root) = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try await TestServer.with(files: folder) { server in
      let (body, response) = try await server.get("/_symbiosis/files/photos/rex.png")
      #expect(response.statusCode == 200)
      #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/png")
      #expect(response.value(forHTTPHeaderField: "X-Content-Type-Options") == "nosniff")
      #expect(response.value(forHTTPHeaderField: "Content-Length") == "7")
      #expect(body.hasSuffix("PNG\u{1}\u{2}\u{3}"))
      #expect(server.server.sessions.sessionIDs.isEmpty, "a picture opens no session")
    }
  }

  @Test(arguments: [
    "/_symbiosis/files/../secret.png", "/_symbiosis/files/%2e%2e/secret.png",
    "/_symbiosis/files/photos/%2E%2E/%2E%2E/secret.png", "/_symbiosis/files/link.png",
    "/_symbiosis/files/People.scene.yaml", "/_symbiosis/files/%2Fetc%2Fpasswd",
    "/_symbiosis/files/photos", "/_symbiosis/files/missing.png", "/_symbiosis/files/",
    "/_symbiosis/files/photos%5C..%5C..%5Csecret.png",
  ])
  func nothingOutsideTheFolderNorAnythingButAPictureIsServed(_ path: String) async throws {
    let (folder, root) = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try await TestServer.with(files: folder) { server in
      let (body, response) = try await server.get(path)
      #expect(response.statusCode == 404, "\(path)")
      #expect(!body.contains("outside") && !body.contains("secret"))
    }
  }

  @Test func aPictureOverTheLimitIsNotServed() async throws {
    let (folder, root) = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let big = folder.appending(path: "big.png")
    #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: UInt64(WebFiles.maximumSize + 1))
    try handle.close()
    try await TestServer.with(files: folder) { server in
      let (_, response) = try await server.get("/_symbiosis/files/big.png")
      #expect(response.statusCode == 404)
    }
  }

  @Test func aServerWithNoFolderServesNoFile() async throws {
    try await TestServer.with { server in
      let (_, response) = try await server.get("/_symbiosis/files/photos/rex.png")
      #expect(response.statusCode == 404)
    }
  }

  @Test func aRelativeImagePathIsLoadedFromTheFilesAndOthersAsTheyAre() {
    #expect(
      WebImage(path: "photos/rex.png").attributes["src"] == "/_symbiosis/files/photos/rex.png")
    #expect(WebImage(path: "my photo.png").attributes["src"] == "/_symbiosis/files/my%20photo.png")
    #expect(WebImage(path: "/logo.png").attributes["src"] == "/logo.png")
    #expect(WebImage(path: "a.png?v=2#top").attributes["src"] == "/_symbiosis/files/a.png?v=2#top")
    #expect(
      WebImage(path: "https://example.com/a.png").attributes["src"] == "https://example.com/a.png")
    #expect(WebImage(path: "javascript:alert(1)").attributes["src"] == nil)
  }
}
