import Foundation
import Symbiosis
import Testing

@Suite("ImageAddress")
struct ImageAddressTests {
  private let folder = URL(fileURLWithPath: "/scenes")

  @Test func aURLWithASchemeIsTakenAsItIs() {
    #expect(
      ImageAddress.url(" https://example.com/a.png ", relativeTo: folder)
        == URL(string: "https://example.com/a.png"))
    #expect(ImageAddress.url("file:///tmp/a.png", relativeTo: folder)?.path == "/tmp/a.png")
  }

  @Test func aPathIsAFileFromTheFolderWhenRelative() {
    #expect(ImageAddress.url("/photos/a.png", relativeTo: folder)?.path == "/photos/a.png")
    #expect(ImageAddress.url("\tphotos/a.png", relativeTo: folder)?.path == "/scenes/photos/a.png")
    #expect(ImageAddress.url("a.png", relativeTo: nil)?.isFileURL == true)
  }

  @Test func nothingOrBlanksNameNothing() {
    #expect(ImageAddress.url("", relativeTo: folder) == nil)
    #expect(ImageAddress.url(" \t\u{00A0}", relativeTo: folder) == nil)
  }
}
