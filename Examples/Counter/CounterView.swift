import Symbiosis

/// A line-based view: it prints what it is given and publishes what the user typed as intents.
@MainActor
final class CounterView: LifetimeProviding {
  nonisolated let lifetime = Lifetime()
  private let intentInput = Signal<CounterIntent>.Input()

  /// The line on screen.
  var text = "" {
    didSet { print(text) }
  }

  /// What the user asks for, in the user's terms.
  var intents: Signal<CounterIntent> { intentInput.signal }

  /// Reads one typed line: `+`, `-` or `0`; anything else gets a hint.
  func read(_ line: String) {
    switch line.filter({ !$0.isWhitespace }) {
    case "+": intentInput.send(.increment)
    case "-": intentInput.send(.decrement)
    case "0": intentInput.send(.reset)
    default: print("type + or - or 0, then Enter (Ctrl-D quits)")
    }
  }
}
