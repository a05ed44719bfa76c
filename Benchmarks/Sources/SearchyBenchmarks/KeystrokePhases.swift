import Searchy
import Symbiosis
@_spi(Internals) import SymbiosisTerminal

/// Keystrokes on Searchy's screen, without the debounce, one phase at a time: the key into the
/// field, the search for the new term, the results shown (the table's changeset computed and
/// applied), the frame laid out and drawn, and the frame encoded, as the app's frame pipeline
/// does, on a 100 × 40 terminal.
///
/// Each phase is a function of its own, never inlined, so that a callgrind profile of
/// `SearchyBenchmarks count-keystrokes N` gives each phase's instructions as its inclusive
/// cost. The keys type or erase one letter at a time through "m", "mo", "moo", "moon", "moo",
/// "mo", as a user would.
@MainActor
final class KeystrokePhases {
  /// The phases, in order.
  static let names = [
    "key into the field", "search", "results shown: changeset computed and applied",
    "layout + draw (rows configured in layout)", "encode",
  ]
  static let typed = ["m", "mo", "moo", "moon", "moo", "mo"]

  private let service: CatalogSearchService
  private let view = SearchyView(artwork: Artwork.loader { _ in [] })
  private let screen: Screen
  private var encoder = FrameEncoder(colorSupport: .truecolor, synchronizedOutput: true)
  private var previous: Buffer?
  private var keystrokes = 0
  /// What the field holds.
  private var field = ""
  /// What the last search found, and the bytes the frames took: kept so that no phase's work
  /// can be optimised away.
  private(set) var found = 0
  private(set) var bytes = 0

  /// The screen searching `service`, with its first frame drawn.
  init(service: CatalogSearchService) {
    self.service = service
    screen = Screen(root: view.root, size: Size(width: 100, height: 40))
    encode(screen.render())
  }

  /// One keystroke, untimed.
  func keystroke() {
    let term = key()
    show(search(term))
    encode(render())
  }

  /// One keystroke, each phase's time added to `times` (in the order of ``names``).
  func keystroke(times: inout [Duration]) {
    let clock = ContinuousClock()
    let start = clock.now
    let term = key()
    let keyed = clock.now
    let results = search(term)
    let searched = clock.now
    show(results)
    let shown = clock.now
    let frame = render()
    let drawn = clock.now
    encode(frame)
    let encoded = clock.now
    times[0] += keyed - start
    times[1] += searched - keyed
    times[2] += shown - searched
    times[3] += drawn - shown
    times[4] += encoded - drawn
  }

  /// Types the next term's last letter, or erases one, and returns the term the field holds.
  @inline(never)
  func key() -> String {
    let term = Self.typed[keystrokes % Self.typed.count]
    keystrokes += 1
    let key = term.count < field.count ? Key.backspace : Key.character(term.last ?? " ")
    field = term
    screen.handle(.key(KeyEvent(key)))
    return term
  }

  @inline(never)
  func search(_ term: String) -> SearchResults {
    let results = service.results(for: term)
    found &+= results.matchCount
    return results
  }

  @inline(never)
  func show(_ results: SearchResults) {
    view.state = .loaded(results)
  }

  @inline(never)
  func render() -> (buffer: Buffer, cursor: Point?) {
    screen.render()
  }

  @inline(never)
  func encode(_ frame: (buffer: Buffer, cursor: Point?)) {
    bytes &+= encoder.encode(from: previous, to: frame.buffer, cursor: frame.cursor).count
    previous = frame.buffer
  }

  /// Checks that the field holds what was typed: the keys reached it.
  func check() {
    precondition(
      view.field.text.value == field, "the field holds \(view.field.text.value), not \(field)")
  }
}
