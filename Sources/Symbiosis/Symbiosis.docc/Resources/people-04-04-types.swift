import Foundation
import Symbiosis
import SymbiosisScenes

extension SceneTypes {
  /// What People's scene files name: the person and their keys, where people come from (`file`,
  /// which keeps every edit, or else the embedded list, never written), the binding set, the
  /// age's converter and the yardstick.
  @MainActor static func people(file: URL? = nil) -> SceneTypes {
    let embedded = Bundle.module.url(forResource: "people", withExtension: "json")
    let directory = JSONFileSource<[Person]>(
      file: file ?? embedded ?? URL(filePath: "people.json"), whenMissing: [],
      readOnly: file == nil)
    return SceneTypes()
      .model(
        Person.self,
        keys: [
          "fullName": \.fullName, "initial": \.initial, "age": \.age, "email": \.email,
          "homepage": \.homepage,
        ]
      )
      .source("PeopleFile", shared: directory)
      .binding { PersonBindingSet() }
      .converter("age", IntegerText(range: 0...130))
      .view("yardstick") { Yardstick() }
  }
}
