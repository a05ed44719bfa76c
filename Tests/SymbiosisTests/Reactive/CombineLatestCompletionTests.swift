import Symbiosis
import SymbiosisTesting
import Testing

/// Every form of `combineLatest` completes by one rule: when every source has completed, or as
/// soon as one completes without having sent a value.
@Suite("combineLatest completes by one rule")
struct CombineLatestCompletionTests {
  /// Random sends and completions of `count` sources: after each step, the array form and the
  /// tuple form of the same arity have completed exactly when the rule says.
  @Test(arguments: 0..<60)
  func everyFormCompletesWhenTheRuleSays(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    let count = 2 + seed % 3
    let pipes = (0..<count).map { _ in Signal<Int>.pipe() }
    let signals = pipes.map(\.signal)
    let array = Recorder(Signal.combineLatest(signals))
    let tuple: Recorder<[Int]> =
      switch count {
      case 2: Recorder(combineLatest(signals[0], signals[1]).map { [$0, $1] })
      case 3: Recorder(combineLatest(signals[0], signals[1], signals[2]).map { [$0, $1, $2] })
      default:
        Recorder(
          combineLatest(signals[0], signals[1], signals[2], signals[3]).map { [$0, $1, $2, $3] })
      }
    var hasSent = Array(repeating: false, count: count)
    var hasCompleted = Array(repeating: false, count: count)
    var steps: [String] = []
    for step in 0..<Int.random(in: 1...12, using: &random) {
      let index = Int.random(in: 0..<count, using: &random)
      if Bool.random(using: &random) {
        pipes[index].input.send(step)
        if !hasCompleted[index] { hasSent[index] = true }
        steps.append("send \(step) to \(index)")
      } else {
        pipes[index].input.complete()
        hasCompleted[index] = true
        steps.append("complete \(index)")
      }
      let expected =
        hasCompleted.allSatisfy { $0 }
        || zip(hasSent, hasCompleted).contains { !$0 && $1 }
      #expect(array.isCompleted == expected, "array after \(steps)")
      #expect(tuple.isCompleted == expected, "\(count) signals after \(steps)")
      #expect(array.values == tuple.values, "after \(steps)")
    }
  }
}
