/// Lines and columns of a text counted as the YAML parser counts them: from 1, columns in
/// Unicode scalars, lines broken by `\n`, `\r`, `\r\n`, NEL, LS and PS.
enum TextLines {
  /// Whether `scalar` ends a line.
  static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// The number of lines of `text`: one more than its line breaks.
  static func count(in text: String) -> Int {
    var lines = 1
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if isBreak(scalar), !(scalar == "\n" && previous == "\r") { lines += 1 }
      previous = scalar
    }
    return lines
  }

  /// The position of `line`:`column` in `text`, or nil when the text has no such place.
  static func index(line: Int, column: Int, in text: String) -> String.Index? {
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    var currentLine = 1
    while currentLine < line {
      guard index < scalars.endIndex else { return nil }
      let scalar = scalars[index]
      index = scalars.index(after: index)
      if isBreak(scalar) {
        if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" {
          index = scalars.index(after: index)
        }
        currentLine += 1
      }
    }
    for _ in 1..<max(column, 1) {
      guard index < scalars.endIndex, !isBreak(scalars[index]) else { return nil }
      index = scalars.index(after: index)
    }
    return index
  }

  /// The line and column of `position` in `text`.
  static func lineAndColumn(of position: String.Index, in text: String) -> (line: Int, column: Int)
  {
    var line = 1
    var column = 1
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars[..<position] {
      if isBreak(scalar) {
        if !(scalar == "\n" && previous == "\r") { line += 1 }
        column = 1
      } else {
        column += 1
      }
      previous = scalar
    }
    return (line, column)
  }
}
