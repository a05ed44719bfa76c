// swift-format-ignore-file
// TheContracts.md's example, compiled; lines are kept as the article shows them.
import Symbiosis
import SymbiosisTerminal

enum TheContractsArticle {
  @MainActor func contracts(label: Label) {
    let name = MutableProperty("Ada")
    let (saves, save) = Signal<String>.pipe()
    _ = name.observeValues { print("name:", $0) }      // prints "name: Ada" at once: state replays
    save.send("draft 1")                               // no one hears it: events don't replay
    _ = saves.observeValues { print("saved:", $0) }
    save.send("draft 2")                               // prints "saved: draft 2"
    label.reactive.text <~ name.map { $0.uppercased() }  // lives as long as the label, no bag
    let clamped = MutableProperty(0)
    _ = clamped.observeValues { if $0 > 10 { clamped.value = 10 } }  // a re-entrant write, delivered next
    clamped.value = 42                                 // observers see 42, then 10, in that order
  }
}
