/// Splits a text value into constant text and `{reference}`s, for ``TextTemplate/parse(_:)``.
struct TemplateScanner {
  /// The text, where its first character is.
  let text: Located<String>
  /// The pieces read.
  private(set) var parts: [TextTemplate.Part] = []
  /// The problems found.
  private(set) var problems: [SceneDiagnostic] = []

  private var literal = ""
  /// The offset of the text's first line break: a place after it is the text's start.
  private var firstBreak = Int.max

  /// A scanner of `text`.
  init(text: Located<String>) { self.text = text }

  /// Reads the whole text into ``parts`` and ``problems``.
  mutating func scan() {
    let scalars = Array(text.value.unicodeScalars)
    firstBreak = scalars.firstIndex(where: TextLines.isBreak) ?? Int.max
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalar == "{", next == "{" {
        literal += "{"
        index += 2
      } else if scalar == "}", next == "}" {
        literal += "}"
        index += 2
      } else if scalar == "}" {
        problems.append(
          SceneDiagnostic(
            "unmatched '}' in text; write '}}' for a brace", at: place(index, scalars)))
        index += 1
      } else if scalar == "{" {
        guard let close = scalars[(index + 1)...].firstIndex(of: "}") else {
          problems.append(
            SceneDiagnostic(
              "unclosed '{' in text; close the reference with '}' or write '{{' for a brace",
              at: place(index, scalars)))
          return
        }
        reference(from: index + 1, to: close, in: scalars)
        index = close + 1
      } else {
        literal.unicodeScalars.append(scalar)
        index += 1
      }
    }
    flush()
  }

  /// Reads the reference between the braces at `start - 1` and `end`.
  private mutating func reference(from start: Int, to end: Int, in scalars: [Unicode.Scalar]) {
    var first = start
    var last = end
    while first < last, scalars[first] == " " { first += 1 }
    while last > first, scalars[last - 1] == " " { last -= 1 }
    guard first < last else {
      problems.append(
        SceneDiagnostic(
          "empty '{}' in text; expected a reference such as '{person.name}'",
          at: place(start - 1, scalars)))
      return
    }
    let name = String(String.UnicodeScalarView(scalars[first..<last]))
    let (reference, referenceProblems) = Reference.parse(Located(name, at: place(first, scalars)))
    problems += referenceProblems
    if let reference {
      flush()
      parts.append(.reference(reference))
    }
  }

  private mutating func flush() {
    if !literal.isEmpty { parts.append(.text(literal)) }
    literal = ""
  }

  /// Where the scalar at `offset` is: exact on the first line, the text's start after a break.
  private func place(_ offset: Int, _ scalars: [Unicode.Scalar]) -> SourceLocation {
    if offset > firstBreak { return text.location }
    return SourceLocation(
      file: text.location.file, line: text.location.line, column: text.location.column + offset)
  }
}
