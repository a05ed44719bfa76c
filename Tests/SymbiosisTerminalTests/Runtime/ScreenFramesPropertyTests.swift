import Symbiosis
@_spi(Internals) import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// A screen's frames, drawn into reused buffers by views that keep their text's layout and
/// encoded as differences, show what a new screen of new views draws from scratch: whatever
/// texts, wrappings, sizes and themes change between them.
@MainActor
@Suite struct ScreenFramesPropertyTests {
  static let sequences: UInt64 = 300
  static let framesPerSequence = 12

  @Test func framesOfKeptBuffersAndLayoutsShowWhatAFullRedrawShows() async {
    var failures = 0
    for seed in 0..<Self.sequences {
      if seed.isMultiple(of: 25) { await Task.yield() }
      guard let failure = Self.failure(inSequence: seed) else { continue }
      Issue.record("sequence \(seed): \(failure)")
      failures += 1
      if failures == 3 { return }
    }
  }

  /// What the screen shows: labels' texts, whether they wrap, the size and the theme.
  struct Model {
    var texts: [String]
    var wraps: [Bool]
    var size: Size
    var isDark = false
  }

  /// The labels of `model` in a column, two of them side by side in a row.
  @MainActor final class Views {
    let labels: [Label]
    let root: View

    init(_ model: Model) {
      labels = model.texts.indices.map { index in
        let label = Label(model.texts[index], wraps: model.wraps[index])
        label.alignment = [.leading, .center, .trailing][index % 3]
        if index % 2 == 1 { label.themeStyle = \.secondary }
        return label
      }
      root = Stack(
        .vertical,
        [
          labels[0], Stack(.horizontal, spacing: 1, [labels[1], labels[2]]), labels[3],
          labels[4],
        ])
    }
  }

  static let dark = Theme(
    text: Style(foreground: .white, background: .blue),
    secondary: Style(foreground: .yellow, attributes: .italic),
    title: Style(), border: Style(), control: Style(), focus: Style(), disabled: Style(),
    selection: Style(), focusedSelection: Style(), error: Style(), accent: Style())

  static func theme(_ model: Model) -> Theme { model.isDark ? dark : .standard }

  /// Changes a screen's labels, size and theme at random, one or more things a frame;
  /// describes the first frame that differs from the same model drawn from scratch.
  static func failure(inSequence seed: UInt64) -> String? {
    var random = SeededRandom(seed: seed)
    var model = Model(
      texts: (0..<5).map { _ in text(using: &random) },
      wraps: (0..<5).map { _ in Bool.random(using: &random) },
      size: Size(width: Int.random(in: 1...16, using: &random), height: 8))
    let views = Views(model)
    let screen = Screen(root: views.root, size: model.size, theme: theme(model))
    var encoder = FrameEncoder()
    var terminal = VirtualScreen(width: model.size.width, height: model.size.height)
    var previous: Buffer?
    for frame in 0..<framesPerSequence {
      var changes: [String] = []
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        let index = Int.random(in: 0..<5, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          model.texts[index] = text(using: &random)
          views.labels[index].text = model.texts[index]
          changes.append("text \(index) \(model.texts[index].debugDescription)")
        case 1:
          model.wraps[index].toggle()
          views.labels[index].wraps = model.wraps[index]
          changes.append("wraps \(index) \(model.wraps[index])")
        case 2:
          model.size = Size(
            width: Int.random(in: 1...16, using: &random),
            height: Int.random(in: 1...8, using: &random))
          screen.resize(to: model.size)
          terminal = VirtualScreen(width: model.size.width, height: model.size.height)
          previous = nil
          encoder.invalidate()
          changes.append("size \(model.size)")
        default:
          model.isDark.toggle()
          screen.theme = theme(model)
          changes.append("dark \(model.isDark)")
        }
      }
      let drawn = screen.render()
      terminal.apply(encoder.encode(from: previous, to: drawn.buffer, cursor: nil))
      previous = drawn.buffer

      let fresh = Screen(root: Views(model).root, size: model.size, theme: theme(model))
      let expected = fresh.render().buffer
      let context = "frame \(frame) after \(changes)"
      guard drawn.buffer == expected else {
        return "\(context): drew \(drawn.buffer.lines), not \(expected.lines)"
      }
      var freshTerminal = VirtualScreen(width: model.size.width, height: model.size.height)
      var freshEncoder = FrameEncoder()
      freshTerminal.apply(freshEncoder.encode(from: nil, to: expected, cursor: nil))
      guard terminal.buffer == freshTerminal.buffer, terminal.problems.isEmpty else {
        return "\(context): the terminal shows \(terminal.lines) \(terminal.problems), "
          + "not \(freshTerminal.lines)"
      }
    }
    return nil
  }

  /// A short text of words, spaces, wide characters and line breaks.
  static func text(using random: inout SeededRandom) -> String {
    let pieces = ["a", "bc", "defghij", " ", "日本", "é", "\n", "moon"]
    var text = ""
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
    }
    return text
  }
}
