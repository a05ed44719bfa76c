import Foundation
import Symbiosis

/// A person on the showcase's list.
struct Person: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
}

/// The showcase's model: a name being typed, the people added, and the action adding one.
@MainActor
final class ShowcaseModel {
  let name = MutableProperty("")
  let people = SettableDataSource<[Person]>(
    ["Ada Lovelace", "Grace Hopper", "Alan Turing"].enumerated().map { Person(id: $0, name: $1) })
  private var nextID = 3

  lazy var add = Action(enabled: name.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
    [weak self] in
    guard let self else { return }
    let person = Person(id: nextID, name: name.value.trimmingCharacters(in: .whitespaces))
    nextID += 1
    people.set((people.value.value ?? []) + [person])
    name.value = ""
  }
}
