import SymbiosisTerminal
import SymbiosisTerminalTesting

extension TestTerminal {
  /// The rows on screen as text without a list's scroll marks ("▲" and "▼" at the right edge)
  /// and the spaces before them: what the rows themselves show.
  var rowText: [String] {
    lines.map { line in
      guard line.hasSuffix("▲") || line.hasSuffix("▼") else { return line }
      return String(line.dropLast().reversed().drop { $0 == " " }.reversed())
    }
  }
}
