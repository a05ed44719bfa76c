// swift-format-ignore-file
// ReactiveCore.md's examples, compiled; lines are kept as the article shows them.
import Observation
import Symbiosis

enum ReactiveCoreArticle {
  static func streams() {
    let count = MutableProperty(0)                          // state you can set, from any thread
    let doubled = count.map { $0 * 2 }                      // a derived property: its own value, shared
    let (taps, tap) = Signal<Void>.pipe()                   // events: only what happens next
    let tapCount = taps.scan(0) { total, _ in total + 1 }   // a running total, for each observer
    let subscription = doubled.observeValues { print("doubled:", $0) }  // prints 0 now, then each change
    count.value = 21                                        // prints "doubled: 42"
    tap.send()
    subscription.cancel()                                   // dropping it does not end it; cancel does
    _ = tapCount
  }

  final class SearchModel: Sendable {
    let term = MutableProperty("")
    let results: Property<LoadState<[String]>>

    init(search: @escaping @Sendable (String) async throws -> [String], clock: some Clock<Duration>) {
      results = term.map { $0.trimmingCharacters(in: .whitespaces) }
        .removeDuplicates()
        .debounce(for: .milliseconds(330), clock: clock)  // time is a Clock: a test controls it
        .flatMapLatest { term in                          // a new term cancels the search in flight
          term.isEmpty ? Property(value: .idle) : Property(loading: { try await search(term) })
        }
    }
  }

  @MainActor @Observable final class Profile {
    var first = "Ada"
    var last = "Lovelace"
  }

  @MainActor func follow(_ profile: Profile) async {
    let name = Property(tracking: { "\(profile.first) \(profile.last)" })  // an @Observable object
    for await value in name.values.prefix(2) { print(value) }              // a property as an AsyncSequence
  }
}
