import SymbiosisTesting
import Testing

@testable import SymbiosisTerminal

/// A text's layout is the same whether it was made just now or kept from frames before and
/// made again only on a change: any sequence of texts, wrappings and widths gives the lines a
/// plain wrap or cut of the text gives.
@Suite struct TextLayoutPropertyTests {
  static let sequences: UInt64 = 1_000
  static let stepsPerSequence = 12

  @Test func keptLinesAreTheLinesOfTheTextAtTheWidth() {
    var failures = 0
    for seed in 0..<Self.sequences {
      guard let failure = Self.failure(inSequence: seed) else { continue }
      Issue.record("sequence \(seed): \(failure)")
      failures += 1
      if failures == 3 { return }
    }
  }

  /// Changes a layout's text, wrapping and width at random, checking its lines after each
  /// change; describes the first wrong lines.
  static func failure(inSequence seed: UInt64) -> String? {
    var random = SeededRandom(seed: seed)
    var text = Self.text(using: &random)
    var wraps = Bool.random(using: &random)
    var layout = TextLayout(text, wraps: wraps)
    for step in 0..<stepsPerSequence {
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        text = Self.text(using: &random)
        layout.text = text
      case 1:
        wraps.toggle()
        layout.wraps = wraps
      default: break  // the width alone changes, or nothing
      }
      let width = Int.random(in: -1...14, using: &random)
      let lines = layout.lines(width: width)
      let expected =
        wraps ? ReferenceLayout.wrap(text, to: width) : [ReferenceLayout.truncate(text, to: width)]
      let shown = lines.map(\.shown)
      guard shown == expected else {
        return "step \(step): \(text.debugDescription) at \(width), wraps \(wraps): "
          + "\(shown) not \(expected)"
      }
      for line in lines where line.width != TextMeasure.width(of: line.shown) {
        return "step \(step): \(line.shown.debugDescription) said to take \(line.width) columns"
      }
    }
    return nil
  }

  /// A short text of words, spaces (runs of them too), wide and combining characters, tabs
  /// and line breaks.
  static func text(using random: inout SeededRandom) -> String {
    let pieces = ["a", "bc", "defgh", " ", "  ", "日本", "é", "👍🏽", "\n", "\r\n", "\t", "x\u{301}"]
    var text = ""
    for _ in 0..<Int.random(in: 0...10, using: &random) {
      text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
    }
    return text
  }
}
