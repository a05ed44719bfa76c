import SymbiosisTesting
import Testing

@testable import SymbiosisWeb

/// A session's events held to its rate: bursts pass, a flood waits in order or merges, and
/// past its queue it is a flood.
@Suite
struct WebEventBudgetTests {
  private func limits(rate: Int, burst: Int) -> WebLimits {
    var limits = WebLimits()
    limits.eventsPerSecond = rate
    limits.eventBurst = burst
    return limits
  }

  private func click(_ ref: Int, node: Int = 1) -> WebEvent {
    WebEvent(ref: ref, generation: 1, node: node, kind: .click)
  }

  private func input(_ ref: Int, _ text: String, node: Int = 2) -> WebEvent {
    WebEvent(ref: ref, generation: 1, node: node, kind: .input, text: text, revision: ref)
  }

  /// Whatever the events and their times, no more run by a moment than the burst and the
  /// tokens that came by then; none is lost but past a full queue; and they run in order.
  @Test(arguments: 0..<200)
  func eventsRunInOrderNoFasterThanTheRateAllows(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    let rate = Int.random(in: 1...20, using: &random)
    let burst = Int.random(in: 1...10, using: &random)
    var budget = WebEventBudget(limits(rate: rate, burst: burst))
    var now = Duration.zero
    var ran: [Int] = []
    var flooded: [Int] = []
    for ref in 1...60 {
      now += .milliseconds(Int.random(in: 0...150, using: &random))
      ran += budget.due(at: now).flatMap(\.refs)
      switch budget.admit(click(ref), at: now) {
      case .now: ran.append(ref)
      case .waits: break
      case .flood: flooded.append(ref)
      }
      let allowed = Double(burst) + (now / .seconds(1)) * Double(rate)
      #expect(Double(ran.count) <= allowed + 1e-6)
      #expect(budget.waiting.count <= burst)
    }
    now += .seconds(60)
    ran += budget.due(at: now).flatMap(\.refs)
    #expect(ran == ran.sorted())
    #expect(Set(ran).union(flooded) == Set(1...60))
    #expect(Set(ran).isDisjoint(with: flooded))
  }

  @Test(arguments: [1, 2, 7, 500])
  func aTypingFloodWaitsAsOneEventWithTheLastTextAndEveryRef(count: Int) {
    var budget = WebEventBudget(limits(rate: 10, burst: 1))
    #expect(budget.admit(click(1), at: .zero) == .now)
    for ref in 2..<(2 + count) {
      #expect(budget.admit(input(ref, "text \(ref)"), at: .zero) == .waits)
    }
    #expect(budget.waiting.count == 1)
    let due = budget.due(at: .milliseconds(100))
    #expect(due.map(\.event.text) == ["text \(count + 1)"])
    #expect(due.flatMap(\.refs) == Array(2..<(2 + count)))
  }

  @Test func aValueMergesOnlyIntoTheSameFieldsValueWaitingLast() {
    var budget = WebEventBudget(limits(rate: 10, burst: 3))
    for ref in 1...3 { #expect(budget.admit(click(ref), at: .zero) == .now) }
    #expect(budget.admit(input(4, "a"), at: .zero) == .waits)
    #expect(budget.admit(click(5), at: .zero) == .waits)
    // After the click, a new value of the field does not take the place of the one before it:
    // the click saw "a".
    #expect(budget.admit(input(6, "ab"), at: .zero) == .waits)
    #expect(budget.admit(input(7, "x", node: 9), at: .zero) == .flood)
    let due = budget.due(at: .seconds(1))
    #expect(due.map(\.event.kind) == [.input, .click, .input])
    #expect(due.map(\.event.text) == ["a", nil, "ab"])
  }

  @Test func theWaitingTextsAreBoundedInBytesWhateverTheirNumber() {
    var budget = WebEventBudget(limits(rate: 10, burst: 100))
    for ref in 1...100 { #expect(budget.admit(click(ref), at: .zero) == .now) }
    let big = String(repeating: "x", count: 60 * 1024)
    // Two fields taking turns: no value takes another's place.
    for ref in 101...104 {
      #expect(budget.admit(input(ref, big, node: 2 + ref % 2), at: .zero) == .waits)
    }
    #expect(budget.admit(input(105, big, node: 3), at: .zero) == .flood)
    #expect(budget.waitingBytes <= WebEventBudget.maximumWaitingBytes)
    // A value taking the place of the one waiting last is measured as the one it replaces.
    #expect(budget.admit(input(106, "short", node: 2), at: .zero) == .waits)
    _ = budget.due(at: .seconds(100))
    #expect(budget.waitingBytes == 0)
  }

  @Test func valuesTakingEachOthersPlaceCountTheirRefsSoATinyFloodStillEnds() {
    var budget = WebEventBudget(limits(rate: 1, burst: 1))
    #expect(budget.admit(click(1), at: .zero) == .now)
    var ref = 2
    while ref < 100_000, budget.admit(input(ref, "a"), at: .zero) == .waits { ref += 1 }
    #expect(budget.waiting.count == 1)
    #expect(budget.waitingBytes <= WebEventBudget.maximumWaitingBytes)
    #expect(ref < WebEventBudget.maximumWaitingBytes / MemoryLayout<Int>.size + 2)
  }

  @Test func theWaitingRowsAreBoundedInBytesAsTextsAre() {
    var budget = WebEventBudget(limits(rate: 10, burst: 100))
    for ref in 1...100 { #expect(budget.admit(click(ref), at: .zero) == .now) }
    let id = String(repeating: "r", count: 60 * 1024)
    for ref in 101...104 {
      let row = WebEvent(ref: ref, generation: 1, node: 3, kind: .row, row: id)
      #expect(budget.admit(row, at: .zero) == .waits)
    }
    let fifth = WebEvent(ref: 105, generation: 1, node: 3, kind: .row, row: id)
    #expect(budget.admit(fifth, at: .zero) == .flood)
  }

  @Test func theNextTokenComesWhenTheRateSays() {
    var budget = WebEventBudget(limits(rate: 4, burst: 1))
    #expect(budget.admit(click(1), at: .zero) == .now)
    #expect(budget.admit(click(2), at: .zero) == .waits)
    #expect(budget.nextDue(at: .zero) == .milliseconds(250))
    #expect(budget.due(at: .milliseconds(249)).isEmpty)
    #expect(budget.due(at: .milliseconds(250)).map(\.event.ref) == [2])
    #expect(budget.nextDue(at: .milliseconds(250)) == nil)
  }
}
