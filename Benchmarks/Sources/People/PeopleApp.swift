import Foundation
import SymbiosisScenes

/// The People demo's types and scene files, for the benchmarks that run its sessions in
/// process: its own sources (`Examples/People`), linked into this target rather than copied.
public enum PeopleApp {
  /// What People's scene files name, its people the embedded list.
  @MainActor public static func types() -> SceneTypes { .people() }

  /// People's scene files, from the repository's root (where the benchmarks run).
  public static let scenes = URL(filePath: "Examples/People/Scenes")
}
