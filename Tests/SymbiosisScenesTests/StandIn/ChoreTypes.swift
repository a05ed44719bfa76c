import Symbiosis
import SymbiosisScenes

/// A model for the tests of data in scene files: a chore with a flag.
struct Chore: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  var title: String
  var done: Bool
}

/// Chores, held from the start (no load to wait for).
final class ChoreList: SettableDataSource<[Chore]> {
  static let start = [
    Chore(id: 1, title: "Dishes", done: true), Chore(id: 2, title: "Laundry", done: false),
    Chore(id: 3, title: "Plants", done: false),
  ]
  override init() { super.init(Self.start) }
}

/// The filter a picker chooses, a text.
final class ChoreFilter: SettableDataSource<String> {
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
  static let chores = SceneTypes()
    .model(Chore.self, keys: ["title": \.title, "done": \.done, "id": \.id])
    .source { ChoreList() }
    .source { ChoreFilter() }
    .source { Tally() }
    .source { ProjectNames() }
}
