import Symbiosis
import SymbiosisTesting
import Testing

/// A view as a platform would write one: main-actor, with a lifetime and plain properties.
@MainActor
final class TestLabel: LifetimeProviding {
  nonisolated let lifetime = Lifetime()
  var text = ""
  var subtitle: String?
  var updates = 0 { didSet {} }
}

/// A view publishing an intent, in the user's terms.
@MainActor
final class TestSearchView: LifetimeProviding {
  nonisolated let lifetime = Lifetime()
  let searchTerm = MutableProperty("")
  private let selectionInput = Signal<String>.Input()
  var selections: Signal<String> { selectionInput.signal }
  var shown: [String] = []
  var results: BindingTarget<[String]> {
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] in self?.shown = $0 })
  }
  func select(_ item: String) { selectionInput.send(item) }
}

final class TestSearchModel: Sendable {
  let term = MutableProperty("")
  let results: Property<[String]>
  init() { results = term.map { $0.isEmpty ? [] : ["\($0) 1", "\($0) 2"] } }
}

@MainActor
@Suite("Bindings")
struct BindingTests {
  @Test func reactiveProxyBindsAnyWritableProperty() {
    let label = TestLabel()
    let name = MutableProperty("Ada")
    label.reactive.text <~ name
    #expect(label.text == "Ada")
    name.value = "Grace"
    #expect(label.text == "Grace")
  }

  @Test func nonOptionalSourceIntoOptionalTarget() {
    let label = TestLabel()
    let name = MutableProperty("Ada")
    label.reactive.subtitle <~ name
    #expect(label.subtitle == "Ada")
  }

  @Test func closureTargets() {
    let seen = Recorder<String>()
    let (signal, input) = Signal<String>.pipe()
    let log: @MainActor (String) -> Void = { seen.record($0) }
    log <~ signal
    input.send("tap")
    #expect(seen.values == ["tap"])
  }

  @Test func propertyToPropertyBinding() {
    let source = MutableProperty(1)
    let target = MutableProperty(0)
    target <~ source
    source.value = 2
    #expect(target.value == 2)
  }

  @Test func theReturnedTokenEndsTheBindingEarly() {
    let label = TestLabel()
    let name = MutableProperty("Ada")
    let binding = label.reactive.text <~ name
    binding.cancel()
    name.value = "Grace"
    #expect(label.text == "Ada")
  }

  @Test func aBindingIsReleasedWithItsTarget() {
    let name = MutableProperty("Ada")
    weak var weakLabel: TestLabel?
    weak var weakLifetime: Lifetime?
    do {
      let label = TestLabel()
      weakLabel = label
      weakLifetime = label.lifetime
      label.reactive.text <~ name.map { $0 + "!" }
    }
    #expect(weakLabel == nil)
    #expect(weakLifetime == nil)
    name.value = "Grace"  // the binding is gone: nothing to deliver to, nothing crashes
  }

  @Test func everythingABindingMadeIsReleasedWhenItsTargetGoes() {
    let name = MutableProperty("Ada")
    weak var weakSentinel: Sentinel?
    do {
      let label = TestLabel()
      let sentinel = Sentinel()
      weakSentinel = sentinel
      label.reactive.text <~ name.map { [sentinel] in $0 + sentinel.suffix }.removeDuplicates()
      #expect(label.text == "Ada!")
    }
    // The derived properties and their closures were only kept alive by the binding.
    #expect(weakSentinel == nil)
  }

  @Test func noRetainCycleBetweenViewAndModel() {
    weak var weakView: TestSearchView?
    weak var weakModel: TestSearchModel?
    do {
      let view = TestSearchView()
      let model = TestSearchModel()
      weakView = view
      weakModel = model
      let chosen = Recorder<String>()
      let onSelect: @MainActor (String) -> Void = { chosen.record($0) }
      view.results <~ model.results
      model.term <~ view.searchTerm
      onSelect <~ view.selections
      view.searchTerm.value = "abba"
      #expect(view.shown == ["abba 1", "abba 2"])
      view.select("abba 1")
      #expect(chosen.values == ["abba 1"])
    }
    #expect(weakView == nil)
    #expect(weakModel == nil)
  }

  @Test func valuesFromABackgroundTaskArriveOnTheMainActor() async throws {
    let label = TestLabel()
    let name = MutableProperty("start")
    let onMain = Recorder<Bool>()
    let check: @MainActor (String) -> Void = { _ in
      onMain.record(true)  // runs only if isolated to the main actor (checked by the runtime)
      MainActor.assertIsolated()
    }
    label.reactive.text <~ name
    check <~ name
    await Task.detached { name.value = "from background" }.value
    try await waitUntil("the background value to arrive") { label.text == "from background" }
    #expect(label.text == "from background")
    #expect(onMain.values.count == 2)
  }

  @Test func orderIsKeptAcrossThreads() async throws {
    let label = TestLabel()
    let seen = Recorder<Int>()
    let count = MutableProperty(0)
    let record: @MainActor (Int) -> Void = { seen.record($0) }
    record <~ count
    await Task.detached { for value in 1...100 { count.value = value } }.value
    count.value = 101
    try await waitUntil { seen.values.last == 101 }
    #expect(seen.values == Array(0...101))
    _ = label
  }

  @Test func twoWayBindingKeepsBothEqualWithoutLooping() {
    let model = MutableProperty("model")
    let field = MutableProperty("field")
    field <~> model
    #expect(field.value == "model")
    field.value = "typed"
    #expect(model.value == "typed")
    model.value = "reset"
    #expect(field.value == "reset")
  }
}

/// An object whose deallocation a test checks.
final class Sentinel: Sendable {
  let suffix = "!"
}
