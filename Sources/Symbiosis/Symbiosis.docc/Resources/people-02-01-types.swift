import Symbiosis
import SymbiosisScenes

extension SceneTypes {
  static let people = SceneTypes()
    .model(
      Person.self,
      keys: [
        "fullName": \.fullName, "initial": \.initial, "age": \.age, "email": \.email,
        "homepage": \.homepage,
      ]
    )
    .source { PeopleSource() }
}
