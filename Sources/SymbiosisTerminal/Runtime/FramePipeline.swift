/// Turns a screen's frames into what updates a terminal: each frame is rendered, diffed
/// against the one before, and handed over as one write.
@MainActor
package final class FramePipeline {
  let screen: Screen
  private var encoder: FrameEncoder
  private var previous: Buffer?
  private let output: @MainActor ([UInt8]) -> Void

  /// A pipeline drawing `screen` with `encoder` into `output`; the screen learns the colours
  /// the encoder was made for, and that control sequences reach the terminal.
  package init(
    screen: Screen, encoder: FrameEncoder, output: @escaping @MainActor ([UInt8]) -> Void
  ) {
    self.screen = screen
    self.encoder = encoder
    self.output = output
    screen.colorSupport = encoder.colorSupport
    screen.takesControlSequences = true
  }

  /// Renders and writes one frame, then the screen's waiting control sequences; nothing is
  /// written when nothing changed.
  package func drawFrame() {
    let frame = screen.render()
    let bytes = encoder.encode(from: previous, to: frame.buffer, cursor: frame.cursor)
    previous = frame.buffer
    if !bytes.isEmpty { output(bytes) }
    let sequences = screen.takeControlSequences()
    if !sequences.isEmpty { output(sequences) }
  }

  /// Makes the next frame a full redraw, for when the terminal's content is unknown: its
  /// cells, and also its pen and cursor, which the encoder no longer assumes.
  package func invalidate() {
    previous = nil
    encoder.invalidate()
  }
}
