import Symbiosis
import SymbiosisScenes

/// A second model for the element tests: a setting with a flag and a rank.
struct Setting: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  var name: String
  var isOn: Bool
  var rank: Int
}

/// What the test actions were given, in order.
@MainActor
final class ActionLog {
  var entries: [String] = []
}

/// An app's action taking a setting.
final class NoteAction: Action<Setting> {
  let log: ActionLog

  init(log: ActionLog) {
    self.log = log
    super.init()
  }

  override func perform(_ setting: Setting) async throws { log.entries.append(setting.name) }
}

extension SceneTypes {
  /// People's types, settings and a ``NoteAction`` writing into `log`.
  static func settings(log: ActionLog) -> SceneTypes {
    SceneTypes.people
      .model(Setting.self, keys: ["name": \.name, "isOn": \.isOn, "rank": \.rank])
      .action { NoteAction(log: log) }
  }
}

/// Why ``FlakySource``'s first load fails.
struct Offline: Error, CustomStringConvertible {
  var description: String { "The directory is offline." }
}

/// People, failing on the first load and loading on the next.
final class FlakySource: DataSource<[Person]> {
  private var loads = 0

  override func load() async throws -> [Person] {
    loads += 1
    if loads == 1 { throw Offline() }
    return [.grace]
  }
}
