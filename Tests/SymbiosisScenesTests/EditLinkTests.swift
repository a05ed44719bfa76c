import Symbiosis
import Testing

@testable import SymbiosisScenes

/// ``EditLink`` on its own, as part C1's cells use it: a link made per shown item and ended
/// when the cell shows another.
@MainActor
@Suite struct EditLinkTests {
  @Test func aLinkEndedForAReusedViewWritesNothingMoreToItsKey() {
    let shown = MutableProperty("")
    let milk = MutableProperty("Milk")
    let eggs = MutableProperty("Eggs")
    let events = Signal<EditEvent>.Input()
    let link = EditLink.link(shown, to: milk, events: events.signal, mode: .leave)
    #expect(shown.value == "Milk")
    shown.value = "Milky"
    link.cancel()
    EditLink.link(shown, to: eggs, events: events.signal, mode: .leave)
    #expect(shown.value == "Eggs", "the reused view shows its new item's value")
    shown.value = " Eggs! "
    events.send(.leave)
    #expect(milk.value == "Milk")
    #expect(eggs.value == "Eggs!")
  }

  @Test func withoutEventsEveryModeWritesEachChange() {
    let shown = MutableProperty("")
    let value = MutableProperty("Milk")
    EditLink.link(shown, to: value, events: nil, mode: .enter)
    shown.value = "Oat milk"
    #expect(value.value == "Oat milk")
  }

  @Test func enterWithoutTypingStillCommitsAndAnEmptyKeyRunsIfEmpty() {
    let shown = MutableProperty("")
    let value = MutableProperty("")
    let events = Signal<EditEvent>.Input()
    let runs = MutableProperty(0)
    EditLink.link(shown, to: value, events: events.signal, mode: .enter) {
      runs.modify { $0 += 1 }
    }
    events.send(.leave)
    #expect(runs.value == 0, "leaving an on: enter view commits nothing")
    events.send(.commit)
    #expect(runs.value == 1, "Enter confirms what shows, typed or not")
  }
}
