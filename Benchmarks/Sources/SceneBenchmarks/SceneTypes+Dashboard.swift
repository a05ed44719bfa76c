import Symbiosis
import SymbiosisScenes

extension SceneTypes {
  /// What the generated dashboard names: the contact and its keys, the two sources, the save
  /// action and two converters.
  static let dashboard = SceneTypes()
    .model(
      Contact.self,
      keys: [
        "name": \.name, "city": \.city, "email": \.email, "age": \.age, "visits": \.visits,
        "rating": \.rating, "active": \.active,
      ]
    )
    .source { ContactsSource() }
    .source { ContactSource() }
    .action { SaveContact() }
    .converter("years", IntegerText(range: 0...130))
    .converter("count", IntegerText(range: 0...1_000_000))
}
