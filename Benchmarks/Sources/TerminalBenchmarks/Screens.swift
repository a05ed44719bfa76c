import SymbiosisTerminal
import SymbiosisTesting

/// The frames the benchmarks encode: a 200 × 60 screen showing part of a 1,000-row table, and
/// screens where every cell differs.
enum Screens {
  static let width = 200
  static let height = 60
  static let cells = width * height

  /// 1,000 distinct table rows: an id, a name, an e-mail, a department, an amount, a status.
  static let tableRows: [String] = {
    var random = SeededRandom(seed: 42)
    let first = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Ken", "Dennis", "Margaret"]
    let last = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Thompson", "Ritchie"]
    let departments = ["Engineering", "Research", "Operations", "Finance", "Design"]
    return (0..<1_000).map { index in
      let name = "\(first.randomElement(using: &random)!) \(last.randomElement(using: &random)!)"
      let amount = Int.random(in: 1_000...999_999, using: &random)
      let department = departments.randomElement(using: &random)!
      return "#\(1_000 + index)  \(pad(name, 18))  \(pad(name.lowercased(), 18))@example.com  "
        + "\(pad(department, 12))  \(amount)"
    }
  }()

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// The table from row `first`, as a list view draws it: a dim id column, the text, and a
  /// coloured status column.
  static func table(from first: Int) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    for y in 0..<height {
      let index = first + y
      let used = buffer.put(tableRows[index], x: 1, y: y)
      let active = index % 3 != 0
      buffer.put(
        active ? "active" : "paused", x: used + 4, y: y,
        style: Style.plain.foreground(active ? .green : .rgb(200, 80, 0)))
    }
    return buffer
  }

  /// A screen whose every cell holds a letter in one of a few styles; `variant` 0 and 1
  /// differ in every cell.
  static func everyCell(variant: Int) -> Buffer {
    var random = SeededRandom(seed: 7)
    let styles: [Style] = [
      .plain, Style.plain.bold(), Style.plain.foreground(.cyan),
      Style.plain.foreground(.rgb(250, 200, 30)).background(.rgb(20, 20, 40)),
    ]
    var buffer = Buffer(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let letter = UInt8.random(in: 0..<25, using: &random)
        let character = Character(Unicode.Scalar(0x61 + letter + UInt8(variant)))
        let style = styles[Int.random(in: 0..<styles.count, using: &random)]
        buffer[x, y] = Cell(character, style: variant == 0 ? style : style.underline())
      }
    }
    return buffer
  }

  /// An exact copy of `buffer` in storage of its own, so comparing the two reads both.
  static func copy(of buffer: Buffer) -> Buffer {
    var copy = buffer
    copy[0, 0] = buffer[0, 0]
    return copy
  }
}
