import Symbiosis
import SymbiosisTesting
import Testing

@Suite("Operators")
struct OperatorTests {
  private func run<Output>(
    _ inputs: [Int], through transform: (Signal<Int>) -> Signal<Output>, complete: Bool = true
  ) -> Recorder<Output> {
    let (signal, input) = Signal<Int>.pipe()
    let recorder = Recorder(transform(signal))
    for value in inputs { input.send(value) }
    if complete { input.complete() }
    return recorder
  }

  @Test func mapFilterCompactMap() {
    #expect(run([1, 2, 3]) { $0.map { $0 * 10 } }.values == [10, 20, 30])
    #expect(run([1, 2, 3, 4]) { $0.filter { $0.isMultiple(of: 2) } }.values == [2, 4])
    #expect(run([1, 2, 3]) { $0.compactMap { $0 == 2 ? nil : $0 } }.values == [1, 3])
    let ignored = run([1, 2, 3]) { $0.map { $0 == 2 ? nil : $0 }.ignoreNil() }
    #expect(ignored.events == [.value(1), .value(3), .completed])
  }

  @Test func removeDuplicatesDropsOnlyRepeats() {
    #expect(run([1, 1, 2, 2, 1]) { $0.removeDuplicates() }.values == [1, 2, 1])
  }

  @Test func combinePreviousPairsEachValueWithTheOneBefore() {
    let seeded = run([1, 2]) { $0.combinePrevious(0).map { [$0.previous, $0.current] } }
    #expect(seeded.values == [[0, 1], [1, 2]])
    let unseeded = run([1, 2, 3]) { $0.combinePrevious().map { [$0.previous, $0.current] } }
    #expect(unseeded.values == [[1, 2], [2, 3]])
  }

  @Test func scanAccumulates() {
    #expect(run([1, 2, 3]) { $0.scan(0, +) }.values == [1, 3, 6])
  }

  @Test func operatorStateBelongsToEachObserver() {
    let (signal, input) = Signal<Int>.pipe()
    let sums = signal.scan(0, +)
    let first = Recorder(sums)
    input.send(1)
    let second = Recorder(sums)
    input.send(2)
    #expect(first.values == [1, 3])
    #expect(second.values == [2])
  }

  @Test func takeFirstCompletesAndCancelsTheSource() {
    let recorder = run([1, 2, 3], through: { $0.take(first: 2) }, complete: false)
    #expect(recorder.events == [.value(1), .value(2), .completed])
    #expect(run([1]) { $0.take(first: 0) }.events == [.completed])
  }

  @Test func takeFirstOfAPropertyThatReplays() {
    let count = MutableProperty(5)
    let recorder = Recorder(count.values.take(first: 1))
    count.value = 6
    #expect(recorder.events == [.value(5), .completed])
  }

  @Test func takeWhileAndSkipVariants() {
    #expect(
      run([1, 2, 3, 1]) { $0.take(while: { $0 < 3 }) }.events == [.value(1), .value(2), .completed])
    #expect(run([1, 2, 3]) { $0.skip(first: 2) }.values == [3])
    #expect(run([1, 2, 3, 1]) { $0.skip(while: { $0 < 3 }) }.values == [3, 1])
  }

  @Test func takeUntilATriggerFires() {
    let (signal, input) = Signal<Int>.pipe()
    let (stop, stopInput) = Signal<Void>.pipe()
    let recorder = Recorder(signal.take(until: stop))
    input.send(1)
    stopInput.send()
    input.send(2)
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func takeDuringALifetime() {
    let (signal, input) = Signal<Int>.pipe()
    var lifetime: Lifetime? = Lifetime()
    let recorder = Recorder(signal.take(during: lifetime!))
    input.send(1)
    lifetime = nil
    input.send(2)
    #expect(recorder.events == [.value(1), .completed])
  }

  @Test func mergeInterleavesAndCompletesWhenAllHave() {
    let (a, inputA) = Signal<Int>.pipe()
    let (b, inputB) = Signal<Int>.pipe()
    let recorder = Recorder(Signal.merge(a, b))
    inputA.send(1)
    inputB.send(2)
    inputA.complete()
    inputB.send(3)
    #expect(recorder.isCompleted == false)
    inputB.complete()
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
  }

  @Test func combineLatestWaitsForAllThenSendsOnEveryChange() {
    let (a, inputA) = Signal<Int>.pipe()
    let (b, inputB) = Signal<String>.pipe()
    let recorder = Recorder(combineLatest(a, b).map { "\($0)\($1)" })
    inputA.send(1)
    inputA.send(2)
    inputB.send("x")
    inputA.send(3)
    inputB.send("y")
    #expect(recorder.values == ["2x", "3x", "3y"])
  }

  @Test func combineLatestOfThreeAndFourProperties() {
    let a = MutableProperty(1)
    let b = MutableProperty("b")
    let c = MutableProperty(true)
    let d = MutableProperty(2.5)
    let three = combineLatest(a, b, c).map { "\($0)\($1)\($2)" }
    let four = combineLatest(a, b, c, d).map { "\($0)\($1)\($2)\($3)" }
    #expect(three.value == "1btrue")
    a.value = 2
    #expect(three.value == "2btrue")
    #expect(four.value == "2btrue2.5")
    d.value = 0
    #expect(Recorder(four).values == ["2btrue0.0"])
  }

  @Test func combineLatestCompletesEarlyWhenASourceCanNeverSend() {
    let (a, inputA) = Signal<Int>.pipe()
    let (b, _) = Signal<Int>.pipe()
    let recorder = Recorder(combineLatest(a, b))
    inputA.complete()
    #expect(recorder.isCompleted)
  }

  @Test func propertyOperatorsKeepCurrentValues() {
    let count = MutableProperty(1)
    let pairs = count.combinePrevious(0)
    let unique = count.removeDuplicates()
    let total = count.scan(0, +)
    let uniqueRecorder = Recorder(unique)
    count.value = 1
    count.value = 2
    #expect(pairs.value == (1, 2))
    #expect(uniqueRecorder.values == [1, 2])
    #expect(total.value == 4)
  }
}
