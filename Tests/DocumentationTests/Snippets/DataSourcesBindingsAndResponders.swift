// swift-format-ignore-file
// DataSourcesBindingsAndResponders.md's examples, compiled; lines are kept as the article shows
// them. The screen's types (`Person`, `api`, `dialer`) are Snippets.swift's.
import Foundation
import Symbiosis
import SymbiosisTerminal

enum SymbiOSisArticle {
  final class PeopleSource: DataSource<[Person]> {
    override func load() async throws -> [Person] { try await api.people() }
  }
  final class PersonPhoneBinding: Binding<Person> {
    @Outlet var view: Label
    override func update(with person: Person) { view.text = person.phone }
  }
  final class PersonBindingSet: BindingSet<Person> {
    @Outlet var name: Label
    @Outlet var age: Label
    let phone = PersonPhoneBinding()                             // a member binding: its outlet is "phone.view"
    override func update(with person: Person) {                  // the one override point
      name.text = person.fullName
      age.text = "\(person.age)"
    }
  }
  final class CallAction: Action<Person> {                    // a reusable, subclassable responder
    override func perform(_ person: Person) async throws { try await dialer.call(person.phone) }
  }

  // The screen: no controller, the parts connected by name.
  final class PeopleScreen: Scene {
    let people = PeopleSource(timeout: .seconds(10))
    override func content() throws -> any PlatformView {
      let list = TableView(items: people, cell: { Label() }) { $0.text = $1.fullName }
      let spinner = ActivityIndicator(), failure = Label(), retry = Button("Retry")
      try StateBinding().connect(toStateOf: people, outlets: ["content": list, "loading": spinner, "failureMessage": failure])
      RefreshAction(people).bind(to: retry)                      // disabled while people loads
      SegueAction(Segue("PersonScreen", .push) { PersonScreen() }, from: people).connect(on: list.selections)
      return Stack(.vertical, [spinner, failure, retry, list])
    }
  }
  final class PersonScreen: Scene {
    let person = SettableDataSource<Person>()                   // filled by the segue
    override func content() throws -> any PlatformView {
      let name = Label(), age = Label(), phone = Label(), call = Button("Call")
      try PersonBindingSet().connect(to: person, outlets: ["name": name, "age": age, "phone.view": phone])
      CallAction().connect(to: person, on: call.triggers)     // the person's value at each tap
      return Stack(.vertical, [name, age, phone, call])
    }
  }

  @MainActor static func sources(term: Property<String>, navigator: Navigator, ada: Person, ageField: TextField) async throws {
    let people = PeopleSource(timeout: .seconds(10))            // a timeout on any Clock
    people.refresh()                                            // cancels the load in flight
    let state = people.state    // .idle, .loading, .loaded(value), .empty(value) or .failed(error)
    let last = people.value     // the last value, kept while reloading or after a failure
    let phase = people.phase    // the state without its value, .timedOut included
    let adults = people.filter { $0.age >= 18 }.sorted { $0.fullName < $1.fullName }
    let found = people.search(term) { person, term in person.fullName.contains(term) }
    let named = people.search(term, in: \.fullName)             // ignoring case, indexed once per list
    _ = named
    let byInitial = adults.sections { String($0.fullName.prefix(1)) }   // one section per initial, headed by it
    let everyone = DataSource { try await api.people() }        // a source made from a function
    let fixed = DataSource.constant(ada)
    let chosen = SettableDataSource<Person>()                   // set(_:) or follow(otherSource)
    let body = try await withTimeout(.seconds(5)) { try await api.people() }  // the same deadline, anywhere

    people.modify { $0.removeAll { $0.age < 18 } }              // any source: bindings update at once
    let showPerson = Segue("PersonScreen", .push) { PersonScreen() }
    try navigator.perform(showPerson, passing: people.item(ada.id))   // follows Ada by id, writes back
    let age = ageField.text <~> chosen.editable(\.age).converted(by: IntegerText(range: 0...130))
    _ = (state, last, phase, found, byInitial, everyone, fixed, body, age)
  }

  // Saving edits: an app's own store, and a JSON file.
  struct Note: Sendable {}
  struct Todo: Codable, Sendable { var title: String }
  struct Database: Sendable {
    func notes() async throws -> [Note] { [] }
    func replaceNotes(with notes: [Note]) async throws {}
  }
  static let database = Database()
  final class NotesSource: DataSource<[Note]> {                 // an app's own store: a database, a web API
    override func load() async throws -> [Note] { try await database.notes() }
    override func save(_ notes: [Note]) async throws { try await database.replaceNotes(with: notes) }
  }
  @MainActor static func saving(saveLabel: Label) {
    let todos = JSONFileSource<[Todo]>(file: URL(filePath: "todos.json"), whenMissing: [])
    todos.modify { $0.append(Todo(title: "Buy milk")) }           // shown at once, then written to todos.json
    saveLabel.reactive.text <~ todos.saveFailure.map { $0.map { "\($0)" } ?? "" }   // why the last save failed
  }
}
