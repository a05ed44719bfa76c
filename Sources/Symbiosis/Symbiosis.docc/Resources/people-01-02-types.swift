import Foundation
import Symbiosis
import SymbiosisScenes

extension SceneTypes {
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
  }
}
