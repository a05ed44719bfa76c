/// Splits a text value into constant text, `{reference}`s and `{reference|one|other}` plurals, for ``TextTemplate/parse(_:)``.
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

  /// Reads the reference, or the plural, between the braces at `start - 1` and `end`.
  private mutating func reference(from start: Int, to end: Int, in scalars: [Unicode.Scalar]) {
    var pieces: [(first: Int, last: Int)] = []
    var pieceStart = start
    for index in start...end where index == end || scalars[index] == "|" {
      pieces.append(trimmed(pieceStart, index, scalars))
      pieceStart = index + 1
    }
    let (first, last) = pieces[0]
    guard first < last else {
      problems.append(
        SceneDiagnostic(
          pieces.count == 1
            ? "empty '{}' in text; expected a reference such as '{person.name}'"
            : "expected a whole number before '|' in a plural, such as '{todos.count|item|items}', found nothing",
          at: place(start - 1, scalars)))
      return
    }
    let name = String(String.UnicodeScalarView(scalars[first..<last]))
    let (reference, referenceProblems) = Reference.parse(Located(name, at: place(first, scalars)))
    problems += referenceProblems
    guard let reference else { return }
    guard pieces.count > 1 else {
      flush()
      parts.append(.reference(reference))
      return
    }
    let words = pieces.dropFirst().map {
      String(String.UnicodeScalarView(scalars[$0.first..<$0.last]))
    }
    guard words.count == 2, !words.contains(where: \.isEmpty) else {
      problems.append(
        SceneDiagnostic(
          "a plural takes two words after the number, one and other, like '{\(name)|item|items}', found \(words.count == 2 ? "an empty one" : "\(words.count)")",
          at: place(first, scalars)))
      return
    }
    flush()
    parts.append(.plural(reference, one: words[0], other: words[1]))
  }

  /// The offsets `first..<last` without the spaces around them.
  private func trimmed(_ first: Int, _ last: Int, _ scalars: [Unicode.Scalar]) -> (Int, Int) {
    var first = first
    var last = last
    while first < last, scalars[first] == " " { first += 1 }
    while last > first, scalars[last - 1] == " " { last -= 1 }
    return (first, last)
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
