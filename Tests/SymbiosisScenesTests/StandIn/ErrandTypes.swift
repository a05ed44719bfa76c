import Symbiosis
import SymbiosisScenes

/// A model for the tests of data in scene files: an errand with a flag.
struct Errand: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  var title: String
  var done: Bool
}

/// Chores, held from the start (no load to wait for).
final class ErrandList: SettableDataSource<[Errand]> {
  static let start = [
    Errand(id: 1, title: "Dishes", done: true), Errand(id: 2, title: "Laundry", done: false),
    Errand(id: 3, title: "Plants", done: false),
  ]
  override init() { super.init(Self.start) }
}

/// The filter a picker chooses, a text.
final class ErrandFilter: SettableDataSource<String> {
  override init() { super.init("All") }
}

/// A number, for plurals.
final class Tally: SettableDataSource<Int> {
  override init() { super.init(0) }
}

/// Names of projects, a list of texts.
final class ProjectNames: SettableDataSource<[String]> {
  override init() { super.init(["Home", "Work"]) }
}

extension SceneTypes {
  /// Chores and their sources.
  static let errands = SceneTypes()
    .model(Errand.self, keys: ["title": \.title, "done": \.done, "id": \.id])
    .source { ErrandList() }
    .source { ErrandFilter() }
    .source { Tally() }
    .source { ProjectNames() }
}
