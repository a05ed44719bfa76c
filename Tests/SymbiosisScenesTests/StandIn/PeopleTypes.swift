import Foundation
import Symbiosis
import SymbiosisScenes

// People's types, copied for the stand-in platform: the model, a source with fixed data, and
// a binding set whose outlet any platform's view fits.

struct Person: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  var firstName, lastName: String
  var age, heightInInches: Int
  var favoriteColor, email: String
  var homepage: URL

  var fullName: String { "\(firstName) \(lastName)" }
  var initial: String { String(firstName.prefix(1)).uppercased() }
  var height: String { "\(heightInInches / 12)′\(heightInInches % 12)″" }
  var heightOnYardstick: Double { min(1, max(0, Double(heightInInches - 48) / 36)) }

  static let ada = Person(
    id: 1, firstName: "Ada", lastName: "Lovelace", age: 36, heightInInches: 65,
    favoriteColor: "#aa3366", email: "ada@example.org",
    homepage: URL(string: "https://example.org/people/ada") ?? URL(filePath: "/"))
  static let grace = Person(
    id: 2, firstName: "Grace", lastName: "Hopper", age: 85, heightInInches: 66,
    favoriteColor: "#3366cc", email: "grace@example.org",
    homepage: URL(string: "https://example.org/people/ghopper") ?? URL(filePath: "/"))
  static let alan = Person(
    id: 3, firstName: "Alan", lastName: "Turing", age: 41, heightInInches: 70,
    favoriteColor: "#33aa66", email: "alan@example.org",
    homepage: URL(string: "https://example.org/people/alan") ?? URL(filePath: "/"))
}

/// Everyone, loaded at once.
final class PeopleSource: DataSource<[Person]> {
  override func load() async throws -> [Person] { [.ada, .alan, .grace] }
}

/// Everyone, loaded at once: the stand-in for the file People's scene names (`PeopleFile`).
final class PeopleFile: DataSource<[Person]> {
  override func load() async throws -> [Person] { [.ada, .alan, .grace] }
}

/// People's binding set: a swatch of the person's colour, on any platform.
final class PersonBindingSet: BindingSet<Person> {
  @Outlet var swatch: any ColorShowing

  override func update(with person: Person) { swatch.shownColor = person.favoriteColor }
}

/// A stand-in yardstick, a custom view kind.
final class Yardstick: StandInView {
  var heightInInches = 0
  init() { super.init(kind: "yardstick") }
}

final class PersonHeightYardstickBinding: Binding<Person> {
  @Outlet var view: Yardstick
  override func update(with person: Person) { view.heightInInches = person.heightInInches }
}

/// A binding set with a member binding, whose outlet takes a custom view kind: what the
/// checker's tests of outlets use.
final class PersonCardBindingSet: BindingSet<Person> {
  @Outlet var swatch: StandInView
  let height = PersonHeightYardstickBinding()

  override func update(with person: Person) {
    swatch.properties["background"] = .text(person.favoriteColor)
  }
}

extension SceneTypes {
  static let people = SceneTypes()
    .model(
      Person.self,
      keys: [
        "fullName": \.fullName, "initial": \.initial, "age": \.age, "email": \.email,
        "homepage": \.homepage, "firstName": \.firstName, "heightInInches": \.heightInInches,
        "height": \.height, "heightOnYardstick": \.heightOnYardstick,
      ]
    )
    .source { PeopleSource() }
    .source { PeopleFile() }
    .binding { PersonBindingSet() }
    .binding { PersonCardBindingSet() }
    .converter("age", IntegerText(range: 0...130))
    .view("yardstick") { Yardstick() }
}
