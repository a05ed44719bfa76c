/// Prints rows of cells as aligned columns under a header and a rule: the first column left
/// aligned, the others right aligned, as every benchmark reports.
public enum TextTable {
  /// Prints `header`, a rule, then `rows`; every row has as many cells as the header.
  public static func print(header: [String], rows: [[String]]) {
    let lines = [header] + rows
    let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
    for (index, line) in lines.enumerated() {
      let cells = line.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - line[column].count)
        return column == 0 ? line[column] + padding : padding + line[column]
      }
      Swift.print(cells.joined(separator: "  "))
      if index == 0 {
        Swift.print(String(repeating: "-", count: widths.reduce(0, +) + 2 * (header.count - 1)))
      }
    }
  }
}
