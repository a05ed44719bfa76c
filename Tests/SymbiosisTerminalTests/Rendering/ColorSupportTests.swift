import Foundation
import SymbiosisTerminal
import Testing

@Suite struct ColorSupportTests {
  @Test func noColorWinsWhenSetAndNotEmpty() {
    let environment = ["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm-256color"]
    #expect(ColorSupport.detect(environment: environment) == .none)
  }

  @Test func emptyNoColorIsIgnored() {
    #expect(ColorSupport.detect(environment: ["NO_COLOR": "", "COLORTERM": "24bit"]) == .truecolor)
  }

  @Test(arguments: [
    (["COLORTERM": "truecolor"], ColorSupport.truecolor),
    (["COLORTERM": "24bit", "TERM": "dumb"], .truecolor),
    (["COLORTERM": "TrueColor"], .truecolor),
    (["COLORTERM": "yes", "TERM": "xterm-256color"], .indexed256),
    (["TERM": "screen-256color"], .indexed256),
    (["TERM": "dumb"], .none),
    (["TERM": "xterm"], .ansi16),
    ([:], .ansi16),
  ])
  func detectsFromTheEnvironment(_ environment: [String: String], _ expected: ColorSupport) {
    #expect(ColorSupport.detect(environment: environment) == expected)
  }

  /// A compiled terminfo entry for `name` in the legacy format, with only `colors` set (the
  /// numeric capability at index 13), stored under `folder` as ncurses lays entries out.
  private static func writeTerminfo(named name: String, colors: Int16, in folder: URL) throws {
    let names = Array("\(name)|a test terminal".utf8) + [0]
    func short(_ value: Int16) -> [UInt8] {
      [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }
    // The magic number 0o432, little-endian.
    var bytes: [UInt8] = [0x1A, 0x01]
    bytes += short(Int16(names.count)) + short(0) + short(14) + short(0) + short(0)
    bytes += names
    if bytes.count % 2 == 1 { bytes.append(0) }
    for index in 0..<14 { bytes += short(index == 13 ? colors : -1) }
    let directory = folder.appending(path: String(name.prefix(1)))
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(bytes).write(to: directory.appending(path: name))
  }

  @Test func terminfoThatGivesTheTerminal256ColoursIsBelieved() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "terminfo-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.writeTerminfo(named: "rich", colors: 256, in: folder)
    try Self.writeTerminfo(named: "poor", colors: 8, in: folder)
    let rich = ["TERM": "rich", "TERMINFO": folder.path]
    #expect(ColorSupport.detect(environment: rich) == .indexed256)
    #expect(ColorSupport.detect(environment: ["TERM": "poor", "TERMINFO": folder.path]) == .ansi16)
    #expect(
      ColorSupport.detect(environment: ["TERM": "rich", "TERMINFO_DIRS": "/nowhere:" + folder.path])
        == .indexed256)
    // NO_COLOR and COLORTERM still win.
    #expect(ColorSupport.detect(environment: rich.merging(["NO_COLOR": "1"]) { $1 }) == .none)
    #expect(
      ColorSupport.detect(environment: rich.merging(["COLORTERM": "truecolor"]) { $1 })
        == .truecolor)
  }

  @Test func colortermNamingMoreThanSixteenColoursIsBelieved() {
    #expect(
      ColorSupport.detect(environment: ["COLORTERM": "256color", "TERM": "xterm"]) == .indexed256)
    #expect(ColorSupport.detect(environment: ["COLORTERM": "yes", "TERM": "linux"]) == .indexed256)
  }
}
