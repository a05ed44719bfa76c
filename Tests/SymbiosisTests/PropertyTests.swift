import Symbiosis
import SymbiosisTesting
import Testing

@Suite("Property")
struct PropertyTests {
  @Test func replaysTheCurrentValueThenEveryChange() {
    let name = MutableProperty("Ada")
    let recorder = Recorder(name)
    name.value = "Grace"
    name.value = "Grace"
    #expect(recorder.values == ["Ada", "Grace", "Grace"])
  }

  @Test func changesDoNotReplay() {
    let name = MutableProperty("Ada")
    let recorder = Recorder(name.changes)
    #expect(recorder.values.isEmpty)
    name.value = "Grace"
    #expect(recorder.values == ["Grace"])
  }

  @Test func aDerivedPropertyIsStillAProperty() {
    let count = MutableProperty(2)
    let doubled = count.map { $0 * 2 }
    #expect(doubled.value == 4)
    count.value = 5
    #expect(doubled.value == 10)
    let late = Recorder(doubled)
    #expect(late.values == [10])
  }

  @Test func aDerivedPropertyRunsItsTransformOncePerChangeForAllObservers() {
    let count = MutableProperty(1)
    let runs = Recorder<Void>()
    let doubled = count.map { value in
      runs.record()
      return value * 2
    }
    let first = Recorder(doubled)
    let second = Recorder(doubled)
    count.value = 2
    #expect(first.values == [2, 4])
    #expect(second.values == [2, 4])
    #expect(runs.values.count == 2)
  }

  @Test func aTemporaryDerivedPropertyKeepsWorkingWhileObserved() {
    let count = MutableProperty(1)
    let recorder = Recorder(count.map { $0 + 1 }.map { $0 * 10 })
    count.value = 2
    #expect(recorder.values == [20, 30])
  }

  @Test func anUnobservedDerivedPropertyLetsGoOfItsSource() {
    let count = MutableProperty(1)
    weak var weakDerived: Property<Int>?
    do {
      let derived = count.map { $0 + 1 }
      weakDerived = derived
      #expect(derived.value == 2)
    }
    #expect(weakDerived == nil)
    count.value = 3  // nothing observes; must not crash or deliver anywhere
  }

  @Test func deallocatingAMutablePropertyCompletesItsObservers() {
    var name: MutableProperty<String>? = MutableProperty("Ada")
    let recorder = Recorder(name!)
    name = nil
    #expect(recorder.isCompleted)
  }

  @Test func modifyUpdatesInPlaceAndSends() {
    let list = MutableProperty([1])
    let recorder = Recorder(list)
    list.modify { $0.append(2) }
    #expect(recorder.values == [[1], [1, 2]])
  }

  @Test func optionalValuesReplayNil() {
    let selection = MutableProperty<String?>(nil)
    let recorder = Recorder(selection)
    selection.value = "a"
    selection.value = nil
    #expect(recorder.values == [nil, "a", nil])
  }

  @Test func aConstantPropertyReplaysItsValue() {
    #expect(Recorder(Property(value: 7)).values == [7])
  }

  @Test func holdsTheValuesOfASignal() {
    let (signal, input) = Signal<Int>.pipe()
    let held = Property(initial: 0, then: signal)
    input.send(4)
    #expect(held.value == 4)
    #expect(Recorder(held).values == [4])
  }

  @Test func cancellingStopsDelivery() {
    let count = MutableProperty(0)
    let recorder = Recorder(count)
    recorder.cancel()
    count.value = 1
    #expect(recorder.values == [0])
  }
}
