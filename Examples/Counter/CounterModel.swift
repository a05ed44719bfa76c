import Symbiosis

/// What the user can ask the counter to do.
enum CounterIntent: Sendable {
  case increment, decrement, reset
}

/// The counter's state and rules; it knows nothing of any view.
final class CounterModel: Sendable {
  let count = MutableProperty(0)
  /// What the screen shows: the count and the largest count reached so far.
  let summary: Property<String>

  init() {
    summary = count.scan((count: 0, best: 0)) { state, count in (count, max(state.best, count)) }
      .map { "count: \($0.count)  (best \($0.best))" }
  }

  func handle(_ intent: CounterIntent) {
    switch intent {
    case .increment: count.modify { $0 += 1 }
    case .decrement: count.modify { $0 -= 1 }
    case .reset: count.value = 0
    }
  }
}
