import Symbiosis
import SymbiosisTesting
import Testing

/// A target that records what it is given, on the main actor.
@MainActor
final class ValueRecorder: LifetimeProviding {
  nonisolated let lifetime = Lifetime()
  var values: [Int] = []
}

/// How a binding into a target can end, besides its target going.
private enum Step: CaseIterable {
  case send, cancel, endLifetime, complete
}

@MainActor
@Suite("Binding connections")
struct BindingConnectionTests {
  /// Any mix of sends, a cancel, the target's lifetime ending and the source completing: the
  /// target takes exactly the values sent while the binding was connected, in order, and once
  /// the binding has ended everything it held is let go while the target lives on, so a
  /// long-lived view does not collect what ended bindings held. Both kinds of target: main
  /// actor (a view's) and any thread (a property's).
  @Test(arguments: [true, false], 0..<100 as Range<UInt64>)
  func aBindingDeliversUntilItEndsThenLetsGo(onMainActor: Bool, seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let recorder = ValueRecorder()
    let anyThreadValues = Recorder<Int>()
    weak var weakSentinel: Sentinel?
    var input: Signal<Int>.Input? = Signal<Int>.Input()
    var token: Subscription?
    do {
      let sentinel = Sentinel()
      weakSentinel = sentinel
      let target =
        onMainActor
        ? BindingTarget(
          lifetime: recorder.lifetime,
          onMainActor: { [weak recorder, sentinel] (value: Int) in
            withExtendedLifetime(sentinel) { recorder?.values.append(value) }
          })
        : BindingTarget(
          lifetime: recorder.lifetime,
          receive: { [sentinel] (value: Int) in
            withExtendedLifetime(sentinel) { anyThreadValues.record(value) }
          })
      token = target.bind(input.map(\.signal) ?? .never)
    }
    var expected: [Int] = []
    var isConnected = true
    for value in 0..<20 {
      switch Step.allCases.randomElement(using: &random) ?? .send {
      case .send:
        input?.send(value)
        if isConnected { expected.append(value) }
        continue
      case .cancel:
        token?.cancel()
        token = nil
      case .endLifetime: recorder.lifetime.end()
      case .complete: input = nil
      }
      isConnected = false
    }
    #expect((onMainActor ? recorder.values : anyThreadValues.values) == expected)
    token = nil
    if isConnected {
      #expect(weakSentinel != nil, "a connected binding keeps what it needs")
      recorder.lifetime.end()
    }
    #expect(weakSentinel == nil, "an ended binding still holds its target's writer")
  }
}
