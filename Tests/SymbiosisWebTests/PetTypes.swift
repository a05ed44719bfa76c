import Symbiosis
import SymbiosisScenes

/// The model of the web kinds' tests: a pet with a name, a flag, a size and a photo.
struct Pet: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  var name: String
  var isOn: Bool
  var size: String
  var photo: String
}

/// What the tests' actions were given, in order; while it ``holds``, each run waits for
/// ``release()``, as an action awaiting a server does.
@MainActor
final class PetLog {
  var entries: [String] = []
  /// Whether a run waits for ``release()``.
  var holds = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Waits for ``release()`` while the log ``holds``.
  func hold() async {
    guard holds else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Lets every waiting run go on, and the next ones not wait.
  func release() {
    holds = false
    for continuation in waiting { continuation.resume() }
    waiting = []
  }
}

/// An app's action taking a pet: it notes the pet's name, then waits while the log holds.
final class NotePet: Action<Pet> {
  let log: PetLog

  init(log: PetLog) {
    self.log = log
    super.init()
  }

  override func perform(_ pet: Pet) async throws {
    log.entries.append(pet.name)
    await log.hold()
  }
}

/// Why ``LostPets`` fails.
struct PetsOffline: Error, CustomStringConvertible {
  var description: String { "The kennel is <offline>." }
}

/// Pets that never load.
final class LostPets: DataSource<[Pet]> {
  override func load() async throws -> [Pet] { throw PetsOffline() }
}

extension SceneTypes {
  /// The pet model and ``NotePet`` writing into `log`.
  static func pets(log: PetLog) -> SceneTypes {
    SceneTypes()
      .model(
        Pet.self,
        keys: [
          "id": \.id, "name": \.name, "isOn": \.isOn, "size": \.size, "photo": \.photo,
        ]
      )
      .action { NotePet(log: log) }
      .source { LostPets() }
  }
}
