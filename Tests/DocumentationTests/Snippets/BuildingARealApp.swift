// swift-format-ignore-file
// BuildingARealApp.md's Swift, compiled; lines are kept as the article shows them. The article's
// scene-file lines are checked against TodoMVC's own file by BuildingARealAppTests.
import Foundation
import Symbiosis
import SymbiosisScenes
import Testing

enum BuildingARealApp {
  struct Todo: Identifiable, Codable, Equatable, Sendable {
    var id = UUID()
    var title = ""
    var done = false
  }

  enum TodoFilter: String { case all, active, completed }

  @MainActor static func todos(file: URL, filter: TodoFilter) -> SceneTypes {
    SceneTypes()
      .model(Todo.self, keys: ["title": \.title, "done": \.done], new: { Todo() })
      .source("TodoFile", shared: JSONFileSource<[Todo]>(file: file, whenMissing: []))
      .source("Filter") { SettableDataSource(filter.rawValue.capitalized) }
  }
}

@Suite("Building a real app")
struct BuildingARealAppTests {
  static let article = "Sources/SymbiosisScenes/SymbiosisScenes.docc/Articles/BuildingARealApp.md"

  @Test func everySceneFileLineTheArticleShowsIsTodoMVCs() throws {
    let scene = SnippetTests.root.appending(path: "Examples/Todos/Scenes/Todos.scene.yaml")
    let lines = Set(
      try String(contentsOf: scene, encoding: .utf8).split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) })
    let shown = try SnippetTests.blocks(of: Self.article).filter { $0.language == "yaml" }
      .flatMap(\.lines).map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(!shown.isEmpty)
    for line in shown where !line.isEmpty {
      #expect(lines.contains(line), "\(line) is not in Todos.scene.yaml")
    }
  }

  @Test func theArticlesModelIsTodoMVCs() throws {
    let model = SnippetTests.root.appending(path: "Examples/Todos/Todo.swift")
    let text = try String(contentsOf: model, encoding: .utf8)
    for line in ["var id = UUID()", "var title = \"\"", "var done = false"] {
      #expect(text.contains(line))
    }
  }
}
