import Foundation
@_spi(Internals) import SymbiosisScenes
import SymbiosisTesting
import Testing

@Suite struct TextTemplateTests {
  private func template(_ text: String, quoted: Bool = false) -> (TextTemplate?, [SceneDiagnostic])
  {
    TextTemplate.parse(SceneNode(.scalar(text), at: place(3, 10), quoted: quoted))
  }

  @Test func referencesAreLocatedAtTheirFirstCharacter() {
    let (read, problems) = template("{person.fullName}  {age}", quoted: true)
    #expect(problems.isEmpty)
    #expect(
      read?.parts == [
        .reference(
          Reference(Located("person", at: place(3, 12)), [Located("fullName", at: place(3, 19))])),
        .text("  "), .reference(Reference(Located("age", at: place(3, 31)))),
      ])
    #expect(read?.location == place(3, 10))
  }

  @Test func doubledBracesAreBracesAndTextWithoutReferencesIsConstant() {
    #expect(
      template("{{literal}} {x}").0?.parts == [
        .text("{literal} "), .reference(Reference(Located("x", at: place(3, 23)))),
      ])
    #expect(template("Just text").0?.parts == [.text("Just text")])
    #expect(template("").0?.parts == [])
  }

  @Test func spacesInsideBracesAreAllowed() {
    #expect(template("{ age }").0?.references == [Reference(Located("age", at: place(3, 12)))])
  }

  @Test func anUnclosedOrEmptyOrLoneBraceIsAProblemAtTheBrace() {
    #expect(
      template("Hi {name").1 == [
        SceneDiagnostic(
          "unclosed '{' in text; close the reference with '}' or write '{{' for a brace",
          at: place(3, 13))
      ])
    #expect(
      template("a {} b").1 == [
        SceneDiagnostic(
          "empty '{}' in text; expected a reference such as '{person.name}'", at: place(3, 12))
      ])
    #expect(
      template("a } b").1 == [
        SceneDiagnostic("unmatched '}' in text; write '}}' for a brace", at: place(3, 12))
      ])
    #expect(
      template("{a..b}").1 == [
        SceneDiagnostic("expected a name in reference 'a..b', found nothing", at: place(3, 13))
      ])
  }

  @Test func aListIsNotText() {
    let (read, problems) = TextTemplate.parse(SceneNode(.sequence([]), at: place(1, 1)))
    #expect(read == nil)
    #expect(problems == [SceneDiagnostic("expected text, found a list", at: place(1, 1))])
  }

  @Test func referencesReadDottedNames() {
    let (reference, problems) = Reference.parse(Located("search.text", at: place(7, 33)))
    #expect(problems.isEmpty)
    #expect(
      reference?.parts == [Located("search", at: place(7, 33)), Located("text", at: place(7, 40))])
    #expect(reference?.description == "search.text")
    #expect(Reference.parse(Located("", at: place(1, 1))).1.count == 1)
    #expect(Reference.parse(Located("person.", at: place(1, 1))).1.first?.location == place(1, 8))
    #expect(Reference.parse(Located("1st", at: place(1, 1))).0 == nil)
  }
}

@Suite struct TextTemplatePropertyTests {
  /// Any text and references, written with doubled braces, read back as written, each reference
  /// at the column it was written at.
  @Test func writtenTemplatesReadBackWithTheirPlaces() {
    var random = SeededRandom(seed: 2026)
    let pieces = ["a", "é", " ", "{", "}", "✓", "x y", "{{", "🙂"]
    let names = ["person", "fullName", "age", "e_mail", "x1"]
    for _ in 0..<500 {
      var written = ""
      var expected: [TextTemplate.Part] = []
      var literal = ""
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        if Bool.random(using: &random) {
          let text = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            pieces.randomElement(using: &random) ?? "a"
          }.joined()
          literal += text
          written += text.replacingOccurrences(of: "{", with: "{{").replacingOccurrences(
            of: "}", with: "}}")
        } else {
          if !literal.isEmpty { expected.append(.text(literal)) }
          literal = ""
          var parts: [Located<String>] = []
          var column = 5 + written.unicodeScalars.count + 1
          for _ in 0..<Int.random(in: 1...3, using: &random) {
            let name = names.randomElement(using: &random) ?? "a"
            parts.append(Located(name, at: place(2, column)))
            column += name.unicodeScalars.count + 1
          }
          expected.append(.reference(Reference(parts[0], Array(parts.dropFirst()))))
          written += "{" + parts.map(\.value).joined(separator: ".") + "}"
        }
      }
      if !literal.isEmpty { expected.append(.text(literal)) }
      let (read, problems) = TextTemplate.parse(SceneNode(.scalar(written), at: place(2, 5)))
      #expect(problems.isEmpty, "\(written)")
      #expect(read?.parts == expected, "\(written)")
    }
  }
}
