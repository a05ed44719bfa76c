import Symbiosis
@_spi(Internals) import SymbiosisTerminal
import SymbiosisTerminalTesting
import Testing

/// The encoder's contract: whatever the frames, the terminal ends up showing exactly the last
/// one, just as if it had been drawn from scratch.
@Suite struct FrameEncoderPropertyTests {
  static let sequences: UInt64 = 2_000
  static let framesPerSequence = 10

  @Test func incrementalFramesShowWhatAFullRedrawShows() async {
    var failures = 0
    for seed in 0..<Self.sequences {
      // Long on a busy machine: the other tests' tasks get this thread in between.
      if seed.isMultiple(of: 50) { await Task.yield() }
      guard let failure = Self.failure(inSequence: seed) else { continue }
      Issue.record("sequence \(seed): \(failure)")
      failures += 1
      if failures == 3 { return }
    }
  }

  /// Runs one random sequence of frames; describes the first thing that went wrong.
  static func failure(inSequence seed: UInt64) -> String? {
    var frames = RandomFrames(seed: seed)
    let support = ColorSupport.allCases[Int(seed % 4)]
    let synchronized = seed % 3 != 0
    var encoder = FrameEncoder(colorSupport: support, synchronizedOutput: synchronized)
    var width = frames.int(1...24)
    var height = frames.int(1...8)
    var screen = VirtualScreen(width: width, height: height)
    var previous: Buffer?
    var next = frames.buffer(width: width, height: height)
    for frame in 0..<framesPerSequence {
      if frame > 0 && frames.chance(8) {
        width = frames.int(1...24)
        height = frames.int(1...8)
        screen.resize(width: width, height: height)
        next = frames.buffer(width: width, height: height)
      } else if frame > 0 {
        frames.change(&next)
      }
      if frame > 0 && frames.chance(4) {
        // Something else wrote to the terminal; the encoder is told to forget what it knew.
        screen.apply(Array("\u{1B}[1;1H\u{1B}[7mjunk\u{1B}[0m".utf8))
        encoder.invalidate()
      }
      let cursor = frames.cursor(width: width, height: height)
      let problemsBefore = screen.problems.count
      let bytes = encoder.encode(from: previous, to: next, cursor: cursor)
      screen.apply(bytes)
      let context = "frame \(frame) (\(width)×\(height), \(support)), bytes \(escaped(bytes))"
      if screen.problems.count > problemsBefore {
        return "\(context): \(screen.problems[problemsBefore...])"
      }
      if let difference = difference(screen, next, support) { return "\(context): \(difference)" }
      if let cursor {
        let expected = Point(
          x: min(max(cursor.x, 0), width - 1), y: min(max(cursor.y, 0), height - 1))
        guard screen.isCursorVisible, screen.cursor == expected else {
          return
            "\(context): cursor \(screen.cursor) shown \(screen.isCursorVisible), not \(expected)"
        }
      } else if screen.isCursorVisible {
        return "\(context): cursor shown, not hidden"
      }
      var fresh = VirtualScreen(width: width, height: height)
      var freshEncoder = FrameEncoder(colorSupport: support, synchronizedOutput: synchronized)
      fresh.apply(freshEncoder.encode(from: nil, to: next, cursor: cursor))
      guard fresh.problems.isEmpty, fresh.buffer == screen.buffer else {
        return
          "\(context): a full redraw differs: \(fresh.lines) \(fresh.problems) vs \(screen.lines)"
      }
      let again = encoder.encode(from: next, to: next, cursor: cursor)
      guard again.isEmpty else { return "\(context): an unchanged frame wrote \(escaped(again))" }
      previous = next
    }
    return nil
  }

  /// Where `screen` differs from `buffer` with its colours converted to `support`.
  static func difference(_ screen: VirtualScreen, _ buffer: Buffer, _ support: ColorSupport)
    -> String?
  {
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        let shown = screen[x, y]
        let drawn = buffer[x, y]
        if shown.grapheme != drawn.grapheme || shown.isContinuation != drawn.isContinuation
          || shown.width != drawn.width || shown.style != drawn.style.converted(to: support)
        {
          return "cell (\(x), \(y)) shows \(shown.grapheme.debugDescription) \(shown.style), "
            + "drawn \(drawn.grapheme.debugDescription) \(drawn.style); screen \(screen.lines), "
            + "buffer \(buffer.lines)"
        }
      }
    }
    return nil
  }

  static func escaped(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).debugDescription
  }
}
