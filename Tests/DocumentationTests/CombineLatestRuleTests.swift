import Foundation
import Testing

/// Every form of `combineLatest` (of 2, 3 or 4 signals, or of an array) completes by one rule,
/// and says so in the same words; `TheContracts.md` states it for all of them.
@Suite("combineLatest documents one completion rule")
struct CombineLatestRuleTests {
  /// The rule, as each form's doc comment and the contracts state it.
  static let rule =
    "Completes when every source has completed, or as soon as one completes without having sent a value, since no combination can be made then."

  /// Text with its runs of spaces and line breaks made single spaces.
  static func normalized(_ text: some StringProtocol) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The doc comment of each public `combineLatest` in `file`, keyed by its declaration line.
  static func docComments(in file: String) throws -> [(declaration: String, doc: String)] {
    let text = try String(
      contentsOf: SnippetTests.root.appending(path: file), encoding: .utf8)
    var found: [(declaration: String, doc: String)] = []
    var doc: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("///") {
        doc.append(String(trimmed.dropFirst(3)))
      } else if trimmed.hasPrefix("@") {
        continue
      } else {
        if trimmed.hasPrefix("public"), trimmed.contains("func combineLatest") {
          found.append((trimmed, normalized(doc.joined(separator: " "))))
        }
        doc = []
      }
    }
    return found
  }

  @Test func everyFormStatesTheRule() throws {
    let forms = try Self.docComments(in: "Sources/Symbiosis/Reactive/Operators/CombineLatest.swift")
    #expect(forms.count == 4, "found \(forms.map(\.declaration))")
    for form in forms {
      #expect(form.doc.contains(Self.rule), "\(form.declaration) says: \(form.doc)")
    }
  }

  @Test func theContractsStateTheRule() throws {
    let contracts = try String(
      contentsOf: SnippetTests.root.appending(
        path: "Sources/Symbiosis/Symbiosis.docc/Articles/TheContracts.md"),
      encoding: .utf8)
    let text = Self.normalized(contracts)
    let rule = Self.rule.replacingOccurrences(of: "Completes", with: "completes")
    #expect(text.contains(rule), "TheContracts.md does not say: \(rule)")
  }
}
