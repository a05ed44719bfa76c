import Foundation
import Symbiosis
import Testing

@testable import SymbiosisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Getting started, followed as written: the file `swift package init` makes is the one it
/// replaces, and its screen, fed `Ada` as a script would, prints what it shows.
@MainActor
@Suite("Getting started matches the toolchain and the app")
struct GettingStartedTests {
  static let article = "Sources/Symbiosis/Symbiosis.docc/Articles/GettingStarted.md"

  /// The article's fenced blocks, in order.
  private static func blocks() throws -> [(language: String, lines: [String])] {
    try SnippetTests.blocks(of: article)
  }

  @Test func theFileTheArticleReplacesIsTheOneSwiftPackageInitMakes() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "getting-started-\(UUID().uuidString)/Hello")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let commands = try Self.blocks().first { $0.language == "sh" }?.lines ?? []
    #expect(commands.contains("swift package init --type executable"))
    let status = try await Self.swiftPackageInit(in: folder)
    try #require(status == 0, "swift package init failed")
    let made = try FileManager.default.subpathsOfDirectory(
      atPath: folder.appending(path: "Sources").path
    )
    .filter { $0.hasSuffix(".swift") }
    let shown = try #require(
      Self.blocks().first { $0.language == "swift" && $0.lines.contains("@main") })
    let replaced = try #require(shown.lines.first).replacingOccurrences(of: "// ", with: "")
    #expect(made.map { "Sources/\($0)" } == [replaced], "the package has \(made)")
    let original = try String(contentsOf: folder.appending(path: replaced), encoding: .utf8)
    #expect(original.contains("@main"), "the article replaces a @main type with one")
  }

  @Test func typingAdaPrintsTheLastFrameTheArticleShows() async throws {
    let text = try String(
      contentsOf: SnippetTests.root.appending(path: Self.article), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let command = try #require(lines.firstIndex { $0.hasPrefix("printf") })
    #expect(lines[command] == "printf 'Ada' | swift run Hello 2>/dev/null | tail -3")
    // The block after the command's: what it prints, blank lines included.
    let commandEnd = try #require(lines[(command + 1)...].firstIndex { $0 == "```" })
    let opening = try #require(lines[(commandEnd + 1)...].firstIndex { $0 == "```" })
    let closing = try #require(lines[(opening + 1)...].firstIndex { $0.hasPrefix("```") })
    let shown = Array(lines[(opening + 1)..<closing])
    #expect(shown.count == 3, "tail -3 shows three lines")
    // The article's screen, as Hello.swift makes it (`runAsMain` runs it as `run` does here).
    let name = MutableProperty("")
    let field = TextField(placeholder: "Your name")
    let greeting = Label()
    field.text <~> name
    greeting.reactive.text <~ name.map { $0.isEmpty ? "Who are you?" : "Hello, \($0)!" }
    let app = App(root: Stack(.vertical, spacing: 1, [field, greeting]))
    let printed = try await Self.textPrinted(by: app, typing: "Ada")
    var printedLines = printed.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    if printedLines.last == "" { printedLines.removeLast() }  // `tail` counts lines
    #expect(Array(printedLines.suffix(3)) == shown, "printed:\n\(printed)")
  }

  /// The exit status of `swift package init --type executable` run in `folder`. Awaited, not
  /// waited for: the main actor, which the other tests share, stays free while it runs.
  nonisolated private static func swiftPackageInit(in folder: URL) async throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "init", "--type", "executable"]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    return try await withCheckedThrowingContinuation { continuation in
      // Set before the run, so that an end however quick is seen; a run that throws never
      // started, so the handler is never called.
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do {
        try process.run()
      } catch {
        continuation.resume(throwing: error)
      }
    }
  }

  /// What `app` prints in text mode at 80 × 24, the size a script gets, fed `keys`.
  private static func textPrinted(by app: App, typing keys: String) async throws -> String {
    var input: [Int32] = [0, 0]
    try #require(pipe(&input) == 0)
    _ = keys.utf8.withContiguousStorageIfAvailable { write(input[1], $0.baseAddress, $0.count) }
    close(input[1])
    defer { close(input[0]) }
    let path = FileManager.default.temporaryDirectory
      .appending(path: "getting-started-\(UUID().uuidString)").path
    let output = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
    try #require(output >= 0)
    defer { unlink(path) }
    try await TextModeRunner(
      app: app, input: input[0], output: output, size: Size(width: 80, height: 24)
    ).run()
    close(output)
    return try String(contentsOfFile: path, encoding: .utf8)
  }
}
