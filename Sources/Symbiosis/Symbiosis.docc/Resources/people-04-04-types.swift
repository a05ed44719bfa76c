import Foundation
import Symbiosis
import SymbiosisScenes

extension SceneTypes {
  /// What People's scene files name: the person and their keys, where people come from (`file`,
  /// which keeps every edit, or else the embedded list, never written), the binding set and the
  /// age's converter; nothing of a platform, so the same types run in a terminal and a browser.
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
          "height": \.height, "heightOnYardstick": \.heightOnYardstick,
        ]
      )
      .source("PeopleFile", shared: directory)
      .binding { PersonBindingSet() }
      .converter("age", IntegerText(range: 0...130))
  }
}
