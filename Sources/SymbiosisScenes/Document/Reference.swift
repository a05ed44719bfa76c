/// A dotted name in a scene file — `person.email`, `search.text`, `fullName` — naming a source or
/// a view by id and then keys of its value or properties of the view.
@_spi(Internals) public struct Reference: Sendable, Hashable, CustomStringConvertible {
  /// The parts between the dots, each with its location; never empty.
  public private(set) var parts: [Located<String>]

  /// A reference of `first` followed by `rest`.
  public init(_ first: Located<String>, _ rest: [Located<String>] = []) {
    parts = [first] + rest
  }

  /// Where the reference starts.
  public var location: SourceLocation { parts[0].location }
  /// The reference as written.
  public var description: String { parts.map(\.value).joined(separator: ".") }

  /// Reads `text` as names joined by dots, each part located at its first character; a
  /// reference written on one line is assumed (the part's column is the text's plus its offset).
  public static func parse(_ text: Located<String>) -> (Reference?, [SceneDiagnostic]) {
    let start = text.location
    guard !text.value.isEmpty else {
      return (
        nil,
        [SceneDiagnostic("expected a reference such as 'person.name', found nothing", at: start)]
      )
    }
    var parts: [Located<String>] = []
    var problems: [SceneDiagnostic] = []
    var part = ""
    var partColumn = start.column
    var column = start.column
    func at(_ column: Int) -> SourceLocation {
      SourceLocation(file: start.file, line: start.line, column: column)
    }
    func finish() {
      if part.isEmpty {
        problems.append(
          SceneDiagnostic(
            "expected a name in reference '\(text.value)', found nothing", at: at(partColumn)))
      } else if !DocumentReader.isName(part) {
        problems.append(
          SceneDiagnostic(
            "expected a name of letters, digits and '_' in reference '\(text.value)', found '\(part)'",
            at: at(partColumn)))
      } else {
        parts.append(Located(part, at: at(partColumn)))
      }
    }
    for scalar in text.value.unicodeScalars {
      if scalar == "." {
        finish()
        part = ""
        partColumn = column + 1
      } else {
        part.unicodeScalars.append(scalar)
      }
      column += 1
    }
    finish()
    guard problems.isEmpty, let first = parts.first else {
      return (nil, Array(problems.prefix(1)))
    }
    return (Reference(first, Array(parts.dropFirst())), [])
  }
}
