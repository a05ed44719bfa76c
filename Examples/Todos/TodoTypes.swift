import Foundation
import Symbiosis
import SymbiosisScenes

extension SceneTypes {
  /// What the scene file names: a todo and its keys, the file they are kept in, and the filter,
  /// one for each scene (two browser tabs filter apart), starting at `filter`.
  @MainActor static func todos(file: URL, filter: TodoFilter) -> SceneTypes {
    SceneTypes()
      .model(Todo.self, keys: ["title": \.title, "done": \.done], new: { Todo() })
      .source("TodoFile", shared: JSONFileSource<[Todo]>(file: file, whenMissing: []))
      .source("Filter") { SettableDataSource(filter.rawValue.capitalized) }
  }
}
