import Symbiosis
import SymbiosisTesting
import Testing

@Suite("Two-way bindings settle")
struct TwoWaySettlingTests {
  /// The example, and its mirror: a clamp registered before the binding, on either side.
  @Test(arguments: [true, false])
  func aClampRegisteredBeforeTheBindingEnds(onTheWrittenSide: Bool) {
    let a = MutableProperty(0)
    let b = MutableProperty(0)
    let clamps = Recorder<Void>()
    let breaker = Breaker()
    let clamp = clampToTen(onTheWrittenSide ? a : b, counting: clamps, breaker: breaker)
    defer { clamp.cancel() }
    breaker.add(a <~> b)
    defer { breaker.cancel() }
    a.value = 42
    #expect(clamps.values.count < 10)
    #expect(a.value == 10)
    #expect(b.value == 10)
  }

  @Test func aConvertedBindingWithAClampEnds() {
    let text = MutableProperty("0")
    let number = MutableProperty(0)
    let clamps = Recorder<Void>()
    let breaker = Breaker()
    let clamp = clampToTen(number, counting: clamps, breaker: breaker)
    defer { clamp.cancel() }
    breaker.add((text <~> number.converted(by: WholeNumberText())).subscription)
    defer { breaker.cancel() }
    text.value = "42"
    #expect(clamps.values.count < 10)
    #expect(number.value == 10)
    #expect(text.value == "10")
  }

  /// An observer that sets `property` back to 10 whenever it is over, until the breaker trips.
  private func clampToTen(
    _ property: MutableProperty<Int>, counting clamps: Recorder<Void>, breaker: Breaker
  ) -> Subscription {
    property.observeValues { value in
      clamps.record()
      if breaker.tripped(after: clamps.values.count) { return }
      if value > 10 { property.value = 10 }
    }
  }

  /// Random groups of properties joined by `<~>`, with observers that lower a value above a
  /// bound, registered in random order before and after the links: every write ends within a
  /// bounded number of deliveries, with each group equal and at the lowest bound it met.
  @Test(arguments: 0..<300 as Range<UInt64>)
  func everyWriteSettles(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let count = Int.random(in: 2...5, using: &random)
    let properties = (0..<count).map { _ in MutableProperty(0) }
    let groups = UnionFind(count)
    let deliveries = Recorder<Void>()
    let breaker = Breaker()
    var bounds = Array(repeating: Int.max, count: count)
    var wiring: [() -> Subscription] = []
    for index in 1..<count {
      let other = Int.random(in: 0..<index, using: &random)
      groups.join(index, other)
      wiring.append { breaker.add(properties[index] <~> properties[other]) }
    }
    if count > 2, Bool.random(using: &random) {
      // A cycle of links as well as a tree.
      wiring.append { breaker.add(properties[0] <~> properties[count - 1]) }
    }
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let index = Int.random(in: 0..<count, using: &random)
      let bound = Int.random(in: 1...30, using: &random)
      bounds[index] = min(bounds[index], bound)
      let property = properties[index]
      wiring.append {
        property.observeValues { value in
          deliveries.record()
          if breaker.tripped(after: deliveries.values.count) { return }
          if value > bound { property.value = bound }
        }
      }
    }
    for property in properties {
      wiring.append {
        property.changes.observeValues { _ in
          deliveries.record()
          _ = breaker.tripped(after: deliveries.values.count)
        }
      }
    }
    wiring.shuffle(using: &random)
    let subscriptions = wiring.map { $0() }
    defer {
      breaker.cancel()
      for subscription in subscriptions { subscription.cancel() }
    }

    for _ in 0..<3 {
      let before = deliveries.values.count
      let target = Int.random(in: 0..<count, using: &random)
      let written = Int.random(in: 0...50, using: &random)
      properties[target].value = written
      #expect(deliveries.values.count - before < 200, "seed \(seed): the write did not settle")
      let group = (0..<count).filter { groups.root($0) == groups.root(target) }
      let expected = group.map { bounds[$0] }.reduce(written, min)
      for index in group {
        #expect(properties[index].value == expected, "seed \(seed): property \(index)")
      }
    }
  }
}

/// Ends the links of a test that loops, so that it fails instead of never ending.
private final class Breaker: Sendable {
  private let links = Lock<[Subscription]>([])

  /// Adds a link to end when the breaker trips, and hands it back.
  @discardableResult
  func add(_ link: Subscription) -> Subscription {
    links.withLock { $0.append(link) }
    return link
  }

  /// Whether `count` deliveries are too many for a write that settles; the first time they
  /// are, ends every link.
  func tripped(after count: Int) -> Bool {
    guard count >= 1_000 else { return false }
    cancel()
    return true
  }

  func cancel() {
    let links = links.withLock { links in
      defer { links = [] }
      return links
    }
    for link in links { link.cancel() }
  }
}

/// Text for a whole number, for a converted two-way binding.
private struct WholeNumberText: ReversibleConverter {
  func convert(_ value: Int) -> String { String(value) }
  func convertBack(_ text: String) throws(ConversionError) -> Int {
    guard let value = Int(text) else { throw ConversionError("not a number") }
    return value
  }
}

/// Which properties the links join into one group.
private final class UnionFind {
  private var parents: [Int]
  init(_ count: Int) { parents = Array(0..<count) }
  func root(_ index: Int) -> Int {
    var index = index
    while parents[index] != index { index = parents[index] }
    return index
  }
  func join(_ first: Int, _ second: Int) { parents[root(first)] = root(second) }
}
