import Foundation
import Searchy
import Symbiosis
@_spi(Internals) import SymbiosisTerminal

/// Searchy's results screen redrawn frame after frame, one label's text changed before each:
/// what the frame pipeline (layout, drawing and encoding) costs when nothing structural
/// changed.
@MainActor
final class SearchyFrames {
  /// The screen's size, as the Searchy benchmarks' keystroke to frame.
  static let size = Size(width: 100, height: 40)

  private let view = SearchyView(artwork: Artwork.loader { _ in [] })
  private let screen: Screen
  private var encoder = FrameEncoder()
  private var previous: Buffer?
  /// The label changed each frame: the status line above the results.
  private let status: Label
  /// The texts the status line takes in turn, made before counting starts: the app makes a new
  /// string for each change, which is the app's allocation, not the frame's.
  private let texts: [String]

  /// The screen showing the songs the shipped catalog has for "moon", covers drawn.
  init() {
    screen = Screen(root: view.root, size: Self.size)
    let found = CatalogSearchService(songs: CatalogSearchService.catalog).results(for: "moon")
    view.state = .loaded(found)
    guard let label = Self.firstLabel(in: view.root) else { fatalError("Searchy has no label") }
    status = label
    texts = [label.text, label.text.replacingOccurrences(of: "choose", with: "pick")]
    // The covers load in tasks on the main actor: let them land, drawing frames as the app
    // would. Run loop turns, not an await, so that the program stays synchronous, as valgrind
    // needs.
    for _ in 0..<50 {
      drawFrame()
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
    }
  }

  /// Changes the status line's text and draws and encodes one frame; returns the bytes
  /// written.
  @discardableResult
  func changeAndDraw(_ frame: Int) -> Int {
    status.text = texts[frame & 1]
    return drawFrame()
  }

  /// Lays out, draws and encodes one frame, diffed against the one before, as the runtime's
  /// frame pipeline does.
  @discardableResult
  func drawFrame() -> Int {
    let frame = screen.render()
    let count = encoder.encode(from: previous, to: frame.buffer, cursor: frame.cursor).count
    previous = frame.buffer
    return count
  }

  private static func firstLabel(in view: View) -> Label? {
    if let label = view as? Label { return label }
    for subview in view.subviews {
      if let label = firstLabel(in: subview) { return label }
    }
    return nil
  }
}
