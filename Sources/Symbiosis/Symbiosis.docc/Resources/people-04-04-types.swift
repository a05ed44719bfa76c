import Symbiosis
import SymbiosisScenes

extension SceneTypes {
  /// What People's scene files name: the person and their keys, the source, the binding set,
  /// the age's converter and the yardstick.
  static let people = SceneTypes()
    .model(
      Person.self,
      keys: [
        "fullName": \.fullName, "initial": \.initial, "age": \.age, "email": \.email,
        "homepage": \.homepage,
      ]
    )
    .source { PeopleSource() }
    .binding { PersonBindingSet() }
    .converter("age", IntegerText(range: 0...130))
    .view("yardstick") { Yardstick() }
}
