import Foundation
import Testing

/// The documents' code, checked against the snippet files (`Snippets*.swift`, `Snippets/`),
/// which the build compiles: a line a document shows that no snippet file holds fails.
@Suite("Documentation snippets compile")
struct SnippetTests {
  /// The repository's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A part of a document whose Swift is checked: the text from `start` to `end` (an empty
  /// `start`: from the document's start; an empty `end`: to its end).
  struct Listing: CustomTestStringConvertible, Sendable {
    let document: String
    var start = ""
    var end = ""

    var testDescription: String { document }
  }

  /// The README's snippets of the three ideas, and every article of every catalog, whole.
  static let listings: [Listing] =
    [Listing(document: "README.md", start: "## Three ideas, one core", end: "## Documentation")]
    + articles.map { Listing(document: $0) }

  /// The articles of every DocC catalog, as paths from the root.
  static let articles: [String] = {
    let files = FileManager.default
    var found: [String] = []
    let sources = root.appending(path: "Sources")
    for target in (try? files.contentsOfDirectory(atPath: sources.path)) ?? [] {
      guard
        let catalog = try? files.contentsOfDirectory(
          atPath: sources.appending(path: target).path
        ).first(where: { $0.hasSuffix(".docc") })
      else { continue }
      let folder = "Sources/\(target)/\(catalog)/Articles"
      for name in (try? files.contentsOfDirectory(atPath: root.appending(path: folder).path)) ?? []
      where name.hasSuffix(".md") {
        found.append("\(folder)/\(name)")
      }
    }
    return found.sorted()
  }()

  /// Lines shown that only an app's own module can compile: `@main` marks its entry point, and
  /// a test target has its own.
  static let appOnly: Set<String> = ["@main"]

  /// Every line the snippet files compile, trimmed.
  static func compiledLines() throws -> Set<String> {
    let folder = root.appending(path: "Tests/DocumentationTests")
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var known: Set<String> = []
    while let path = enumerator?.nextObject() as? String {
      let name = URL(fileURLWithPath: path).lastPathComponent
      guard name.hasPrefix("Snippets") || path.hasPrefix("Snippets/"), name.hasSuffix(".swift")
      else { continue }
      let text = try String(contentsOf: folder.appending(path: path), encoding: .utf8)
      known.formUnion(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    }
    return known
  }

  /// A document's fenced code blocks from `start` to `end`, each with its language and lines.
  static func blocks(of document: String, from start: String = "", to end: String = "") throws
    -> [(language: String, lines: [String])]
  {
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    let from =
      start.isEmpty
      ? text.startIndex
      : try #require(text.range(of: start), "\(document) has no '\(start)'").lowerBound
    let to =
      end.isEmpty
      ? text.endIndex
      : try #require(text.range(of: end, range: from..<text.endIndex)).lowerBound
    var blocks: [(language: String, lines: [String])] = []
    var language: String?
    for line in text[from..<to].split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        if language == nil {
          language = String(trimmed.dropFirst(3))
          blocks.append((language ?? "", []))
        } else {
          language = nil
        }
      } else if language != nil, !trimmed.isEmpty {
        blocks[blocks.count - 1].lines.append(trimmed)
      }
    }
    return blocks
  }

  /// The lines of `lines` that nothing compiles.
  static func uncompiled(_ lines: [String], known: Set<String>) -> [String] {
    lines.filter { !known.contains($0) && !appOnly.contains($0) }
  }

  /// Whether a Swift block is a package manifest, which no target can compile: a whole one
  /// starts with its tools version, a part of one with `// Package.swift`.
  static func isManifest(_ lines: [String]) -> Bool {
    lines.first == "// Package.swift" || lines.first?.hasPrefix("// swift-tools-version") == true
  }

  @Test func everyCatalogHasItsArticles() {
    #expect(Self.articles.count >= 11, "found \(Self.articles)")
  }

  @Test(arguments: listings)
  func everyLineOfTheSwiftShownIsCompiled(_ listing: Listing) throws {
    let known = try Self.compiledLines()
    let swift = try Self.blocks(of: listing.document, from: listing.start, to: listing.end)
      .filter { $0.language == "swift" && !Self.isManifest($0.lines) }
    let lines = swift.flatMap(\.lines)
    #expect(!lines.isEmpty, "\(listing.document) shows a complete example")
    let missing = Self.uncompiled(lines, known: known)
    #expect(
      missing.isEmpty,
      "\(listing.document) shows lines that nothing compiles:\n\(missing.joined(separator: "\n"))")
  }

  /// A manifest shown names only products this package has, so a renamed product breaks it.
  @Test(arguments: listings)
  func everyProductAManifestNamesExists(_ listing: Listing) throws {
    let manifest = try String(
      contentsOf: Self.root.appending(path: "Package.swift"), encoding: .utf8)
    let products = Set(
      manifest.split(separator: "\n").compactMap { line -> String? in
        guard let range = line.range(of: ".library(name: \"") else { return nil }
        return String(line[range.upperBound...].prefix { $0 != "\"" })
      })
    let shown = try Self.blocks(of: listing.document, from: listing.start, to: listing.end)
      .filter { $0.language == "swift" && Self.isManifest($0.lines) }.flatMap(\.lines)
    for line in shown where line.contains("package: \"Symbiosis\"") {
      let name = try #require(line.range(of: ".product(name: \""))
      let product = String(line[name.upperBound...].prefix { $0 != "\"" })
      #expect(products.contains(product), "\(listing.document) names no product: \(line)")
    }
  }

  /// Getting started's manifest is found, so the check above reads it.
  @Test func gettingStartedShowsAWholeManifest() throws {
    let manifests = try Self.blocks(
      of: "Sources/Symbiosis/Symbiosis.docc/Articles/GettingStarted.md"
    )
    .filter { $0.language == "swift" && Self.isManifest($0.lines) }
    #expect(manifests.count == 1)
    #expect(manifests.first?.lines.count { $0.contains("package: \"Symbiosis\"") } == 3)
  }

  /// The check itself: a listing calling an API that does not exist is reported.
  @Test func aLineWithAWrongNameIsReported() throws {
    let known = try Self.compiledLines()
    let shown = ["let clock = ControllableClock()", "let clock = ControllableClok()"]
    let compiled = known.contains(shown[0])
    #expect(compiled, "the snippets compile '\(shown[0])'")
    #expect(Self.uncompiled(shown, known: known) == [shown[1]])
  }
}
