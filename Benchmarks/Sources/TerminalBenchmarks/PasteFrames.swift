import BenchmarkHarness
import SymbiosisTerminal
import SymbiosisTerminalTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A text pasted into an empty one-row field, 80 columns wide, and the frame that shows it:
/// the CPU time from the paste to that frame, by the length of the text.
@MainActor
enum PasteFrames {
  /// The pasted text: `bytes` of UTF-8, words with accents and wide characters among them.
  static func text(bytes: Int) -> String {
    let line = "Moon river, wider than a mile — café 日本 crossing you in style someday. "
    var text = ""
    text.reserveCapacity(bytes + line.utf8.count)
    while text.utf8.count < bytes { text += line }
    while text.utf8.count > bytes { text.removeLast() }
    return text
  }

  /// The process's CPU time in seconds: what the paste costs, whatever else runs beside it.
  static func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The CPU seconds of pasting `text` into a new field and drawing the frame that shows it.
  static func pasteAndDraw(_ text: String) -> Double {
    let field = TextField()
    let terminal = TestTerminal(field, columns: 80, rows: 1)
    let start = cpuSeconds()
    terminal.paste(text)
    terminal.render()
    let seconds = cpuSeconds() - start
    precondition(field.text.value.utf8.count == text.utf8.count, "the paste did not land")
    return seconds
  }

  /// Prints the CPU time of each paste (the median of a few), per character, and the budget.
  static func run() {
    print("A paste into an 80-column field, CPU time to the frame that shows it (median of 5):")
    var rows: [[String]] = []
    var megabyte = Double.infinity
    for bytes in [20, 20_000, 200_000, 1 << 20] {
      let text = text(bytes: bytes)
      var times: [Double] = []
      for _ in 0..<5 { times.append(pasteAndDraw(text)) }
      times.sort()
      let median = times[times.count / 2]
      if bytes == 1 << 20 { megabyte = median }
      let characters = text.count
      rows.append([
        "\(bytes) bytes (\(characters) characters)", Harness.format(median * 1e3, decimals: 3),
        Harness.format(median * 1e9 / Double(characters), decimals: 1),
      ])
    }
    TextTable.print(header: ["paste", "CPU ms to its frame", "ns per character"], rows: rows)
    print("")
    print("Budget: a 1 MB paste shows within 100 ms of CPU: \(megabyte <= 0.1 ? "met" : "NOT MET")")
  }
}
