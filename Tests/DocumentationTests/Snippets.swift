// swift-format-ignore-file
// Code lines the README and several articles share, compiled: the README's SymbiOSis and Akane
// snippets, the SymbiOSis and Akane articles' actions, components, services and navigation, and
// the scene files article with the platform article's scene-file listings. `SnippetTests`
// checks that each line an article shows is here or in `Snippets/`, so a renamed API breaks
// the build, not the docs. Lines are kept as the documents show them, which is why this file
// is not formatted.
import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes

// MARK: - What the snippets take for granted

struct Person: Identifiable, Equatable, Sendable {
  let id: Int
  var fullName: String
  var age: Int
  var phone: String
}
struct User: Equatable, Sendable { var name: String }
struct UserHelloConverter: Converter {
  func convert(_ user: User?) -> String { user.map { "Good morning, \($0.name)" } ?? "Goodbye" }
}
struct People { func people() async throws -> [Person] { [] } }
let api = People()
struct Dialer { func call(_ number: String) async throws {} }
let dialer = Dialer()
protocol SearchService: Sendable { func find(_ term: String) async throws }
struct OfflineSearch: SearchService { func find(_ term: String) async throws {} }
struct FakeClipboard: ClipboardService { func copy(_ text: String) async throws {} }
let fakeClipboard = FakeClipboard()
final class AvatarModel: ViewModel {}
final class AvatarView: ComponentView<AvatarModel> {}

// MARK: - README: SymbiOSis

enum ReadmeSymbiOSis {
  final class PeopleSource: DataSource<[Person]> {
    override func load() async throws -> [Person] { try await api.people() }
  }
  final class PersonBindingSet: BindingSet<Person> {
    @Outlet var name: Label
    @Outlet var age: Label
    override func update(with person: Person) { name.text = person.fullName; age.text = "\(person.age)" }
  }
  final class CallAction: Action<Person> {                    // a reusable, subclassable action
    override func perform(_ person: Person) async throws { try await dialer.call(person.phone) }
  }
  @MainActor static func wire(person: DataSource<Person>, nameLabel: Label, ageLabel: Label, callButton: Button) throws {
    try PersonBindingSet().connect(to: person, outlets: ["name": nameLabel, "age": ageLabel])
    CallAction().connect(to: person, on: callButton.triggers)   // .failure is a value to show
  }
}

// MARK: - README: Akane

enum ReadmeAkane {
  final class UserViewModel: ViewModel {
    let user: MutableProperty<User?>
    lazy var disconnect = Action(enabled: user.map { $0 != nil }) { [weak self] in self?.user.value = nil }
    init(user: User?) { self.user = MutableProperty(user) }
  }
  final class UserView: ComponentView<UserViewModel> {
    let hello = Label(), disconnectButton = Button("Disconnect")
    override init() { super.init(); addSubview(Stack(.vertical, [hello, disconnectButton])) }  // a View
    override func bindings(_ viewModel: UserViewModel) throws {
      hello.reactive.text <~ viewModel.user.convert(UserHelloConverter())
      viewModel.disconnect.bind(to: disconnectButton)  // disabled while it can't run or is running
    }
  }
}

// MARK: - Actions (DataSourcesBindingsAndResponders.md, ComponentsConvertersAndCommands.md)

@MainActor
final class ActionsSnippet {
  let user = MutableProperty<User?>(nil)
  let person = DataSource.constant(Person(id: 1, fullName: "Ada", age: 36, phone: "1"))
  let people = DataSource.constant([Person]())
  let callButton = Button("Call"), backButton = Button("Back"), retryButton = Button("Retry")
  let disconnectButton = Button("Disconnect"), searchField = TextField(), statusLabel = Label()
  let search = Action<String> { _ in }
  let copy = Action.copy(), open = Action.openURL(), back = Action.goBack()
  final class CallAction: Action<Person> {
    override func perform(_ person: Person) async throws { try await dialer.call(person.phone) }
  }

  lazy var disconnect = Action(enabled: user.map { $0 != nil }) { [weak self] in self?.user.value = nil }

  func wire() async {
    CallAction().connect(to: person, on: callButton.triggers)     // the source's value at each tap
    Action.goBack().connect(on: backButton.triggers)              // also dismiss, focusNext, openURL, copy
    RefreshAction(people).bind(to: retryButton)                   // disabled while people loads
    disconnect.bind(to: disconnectButton)       // enabled only while it can run and is not running
    search.bind(to: searchField)                // Action<String>: the input is the field's text
    let status = ActionStatus(copy.reporting(success: "Copied ✓"), open, back)
    statusLabel.reactive.text <~ status.message.map { $0 ?? "" }
    let copy = PlatformServices.with({ $0.clipboard = fakeClipboard }) { Action.copy() }
    await copy.run("ada@example.com")?.value          // copied to fakeClipboard, wherever it runs
  }
}

enum SearchServiceKey: ServiceKey { static var defaultValue: any SearchService { OfflineSearch() } }
extension PlatformServices {
  var search: any SearchService { get { self[SearchServiceKey.self] } set { self[SearchServiceKey.self] = newValue } }
}
final class SearchAction: Action<String> {
  override func perform(_ term: String) async throws { try await services.search.find(term) }
}

// MARK: - Components (ComponentsConvertersAndCommands.md)

enum ScreenPartsComponents {
  final class UserViewModel: ViewModel {
    let user = MutableProperty<User?>(nil)
    let avatar = AvatarModel()
    lazy var disconnect = Action(enabled: user.map { $0 != nil }) { [weak self] in self?.user.value = nil }
  }
  final class UserView: ComponentView<UserViewModel> {
    let hello = Label(), disconnectButton = Button("Disconnect"), avatar = AvatarView()
    override init() { super.init(); addSubview(Stack(.vertical, [hello, disconnectButton, avatar])) }
    override func bindings(_ viewModel: UserViewModel) throws {   // one method, every binding
      hello.reactive.text <~ viewModel.user.convert(UserHelloConverter())
      viewModel.disconnect.bind(to: disconnectButton)
      try avatar.bind(viewModel.avatar)                          // a child component
    }
  }
  @MainActor static func show(userView: UserView, viewModel: UserViewModel) throws {
    try userView.bind(viewModel)  // mounts it; binding another first ends every binding made for this one
  }
}

// MARK: - Navigation (DataSourcesBindingsAndResponders.md)

final class PersonDetail: Scene {
  let person = SettableDataSource<Person>()
  override func content() throws -> any PlatformView {        // the one override point
    let name = Label()
    name.reactive.text <~ person.value.map { $0?.fullName ?? "" }
    title <~ person.value.map { $0?.fullName ?? "" }           // the title bar follows it
    return name
  }
}
final class Comparison: Scene {
  let left = SettableDataSource<Person>(), right = SettableDataSource<Person>()
}

enum NavigationSnippet {
  @MainActor static func wire(
    people: DataSource<[Person]>, table: TableView<Int, Int, Person, Label>, navigator: Navigator, selected: Person,
    person: Person
  ) throws -> View {
    let compare = Segue("Compare") { Comparison() }
    let showPerson = Segue("PersonDetail", .push) { PersonDetail() }
    SegueAction(showPerson, from: people).connect(on: table.selections)   // in the list's content()
    try navigator.perform(showPerson, passing: selected)            // a value, or a source to follow
    try navigator.perform(compare, passing: person, into: "left")   // by name when types are ambiguous
    try navigator.goBack()                                          // or dismiss() for .modal
    let root = NavigationStack(navigator)                           // shows the navigator's scenes
    return root
  }
}

// MARK: - SceneFilesAndLiveReload.md, WritingAPlatform.md

// The scene files guide's types are People's; they live in a namespace because the snippets
// above have a `Person` of their own. `SceneFilesGuideTests` loads every scene file the guide
// shows with `SceneTypes.guide`.
enum SceneFilesGuide {
  struct Person: Identifiable, Equatable, Sendable, Codable {
    let id: Int
    var firstName, lastName: String
    var age, heightInInches: Int
    var favoriteColor, email: String  // the colour as `#rrggbb`
    var homepage: URL
    var fullName: String { "\(firstName) \(lastName)" }
    var initial: String { String(firstName.prefix(1)).uppercased() }
    var height: String { "\(heightInInches / 12)′\(heightInInches % 12)″" }
    var heightOnYardstick: Double { min(1, max(0, Double(heightInInches - 48) / 36)) }
  }
  struct Directory { func people() async throws -> [Person] { [] } }
  static let directory = Directory()
  final class PeopleSource: DataSource<[Person]> {
    override func load() async throws -> [Person] { try await directory.people() }
  }
  final class Yardstick: View { var heightInInches = 0 }
  final class PersonBindingSet: BindingSet<Person> {
    @Outlet var swatch: any ColorShowing         // a view of any platform that shows a colour
    override func update(with person: Person) { swatch.shownColor = person.favoriteColor }
  }
  // The guide writes this inside `extension SceneTypes {`, which cannot be nested here.
  @MainActor static let people = SceneTypes()
    .model(Person.self, keys: ["fullName": \.fullName, "initial": \.initial, "age": \.age,
                               "email": \.email, "homepage": \.homepage,
                               "height": \.height, "heightOnYardstick": \.heightOnYardstick])
    .source { PeopleSource() }                 // PeopleSource: DataSource<[Person]>, one per scene
    .source("PeopleFile", shared: JSONFileSource<[Person]>(   // one for every scene: `people: PeopleFile`
      file: URL(filePath: "people.json"), whenMissing: [], readOnly: true))
    .binding { PersonBindingSet() }            // a binding set, made for each use
    .converter("age", IntegerText(range: 0...130))
    .view("yardstick") { Yardstick() }         // a custom view kind, without properties

  struct PeopleMain: AsyncParsableCommand {
    @OptionGroup var scenes: SceneOptions
    @OptionGroup var terminal: TerminalOptions
    func run() async throws {
      try await scenes.run(root: "People", types: .people, bundle: .module, terminal: terminal)
    }
  }

  // The reference's extra types: a model with a flag, and an app's action.
  struct Setting: Identifiable, Sendable, Codable {
    let id: Int
    var name: String
    var isOn: Bool
  }
  struct Mailer { func invite(_ address: String) async throws {} }
  static let mailer = Mailer()
  final class InviteAction: Action<Person> {
    override func perform(_ person: Person) async throws { try await mailer.invite(person.email) }
  }
  // A model `add` makes new items of.
  struct Todo: Identifiable, Sendable, Codable {
    var id = UUID()
    var title = ""
    var done = false
  }
  final class FilterSource: SettableDataSource<String> {
    override init() { super.init("All") }
  }
  // Shared sources, made on the main actor; the guide's never finds its file, so never saves.
  @MainActor static func sharing() -> SceneTypes {
    let settings = JSONFileSource<[Setting]>(file: URL(filePath: "settings.json"), whenMissing: [])
    let types = SceneTypes.people.source("SettingsFile", shared: settings)   // `settings: SettingsFile`
    return types
  }
  @MainActor static let guide = SceneTypes.people
    .model(Setting.self, keys: ["name": \.name, "isOn": \.isOn])
    .model(Todo.self, keys: ["title": \.title, "done": \.done], new: { Todo() })
    .action { InviteAction() }
    .source { FilterSource() }
    .source("SettingsFile", shared: JSONFileSource<[Setting]>(
      file: FileManager.default.temporaryDirectory.appending(path: "guide-\(UUID()).json"), whenMissing: []))
  @MainActor static let todos =
    SceneTypes().model(Todo.self, keys: ["title": \.title, "done": \.done], new: { Todo() })

  // Loading scene files with a platform, and a file saved while its scenes run.
  @MainActor static func load(scenes: URL, platform: any ScenePlatform, saved: String) throws -> Navigator {
    let library = try SceneLibrary(directory: scenes, types: .people, platform: platform)
    let navigator = Navigator(root: try library.scene(named: "People"))
    library.reload(file: "People.scene.yaml", text: saved)   // every live People scene follows
    return navigator
  }

  // A platform's view kind: what a file may write, and how the platform sets it.
  @MainActor static let badge = ViewKind(
    "badge", mainProperty: "text",
    properties: ["text": ViewProperty(.text) { view, value in
      if let label = view as? Label, case .text(let text) = value { label.text = text }
    }],
    make: { Label() })
}

extension SceneTypes {
  @MainActor static let people = SceneFilesGuide.people
  @MainActor static let guide = SceneFilesGuide.guide
}

// `bundle: .module` in the guide is the app's bundle of resources; this target has none.
extension Bundle {
  static let module = Bundle.main
}
