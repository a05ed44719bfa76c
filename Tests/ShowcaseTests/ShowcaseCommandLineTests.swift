import ArgumentParser
import Foundation
import Testing

@testable import Showcase

@Suite("showcase's command line")
struct ShowcaseCommandLineTests {
  @Test func aMissingFileIsOneSentenceNamingIt() {
    #expect(throws: PictureError(path: "/no/such.png", reason: "no such file.")) {
      try ShowcaseApp.picture(at: "/no/such.png")
    }
    #expect(
      PictureError(path: "/no/such.png", reason: "no such file.").description
        == "/no/such.png: no such file.")
  }

  @Test func aFolderOrAFileThatIsNoPictureIsAnError() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "showcase-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: PictureError(path: folder.path, reason: "it is a folder, not an image.")) {
      try ShowcaseApp.picture(at: folder.path)
    }
    let text = folder.appending(path: "notes.png")
    try Data("hello".utf8).write(to: text)
    let error = #expect(throws: PictureError.self) { try ShowcaseApp.picture(at: text.path) }
    #expect(error?.description.hasPrefix("\(text.path): The data is neither PNG nor JPEG") == true)
  }

  @Test(.timeLimit(.minutes(1))) func aDeviceOrAPipeIsNamedForWhatItIs() throws {
    #expect(throws: PictureError(path: "/dev/zero", reason: "it is a device, not an image file.")) {
      try ShowcaseApp.picture(at: "/dev/zero")
    }
    let folder = FileManager.default.temporaryDirectory.appending(path: "showcase-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appending(path: "cover.png").path
    try #require(mkfifo(pipe, 0o600) == 0)
    #expect(throws: PictureError(path: pipe, reason: "it is a pipe, not an image file.")) {
      try ShowcaseApp.picture(at: pipe)
    }
  }

  @Test func anUnknownOptionOrAnExtraArgumentIsAnErrorWithUsage() throws {
    for arguments in [["--bogus"], ["a.png", "b.png"]] {
      let error = try #require(throws: (any Error).self) { try ShowcaseApp.parse(arguments) }
      #expect(ShowcaseApp.exitCode(for: error) != .success)
      #expect(ShowcaseApp.fullMessage(for: error).contains("Usage: showcase"))
    }
    #expect(try ShowcaseApp.parse(["--text", "x.png"]).image == "x.png")
  }
}
