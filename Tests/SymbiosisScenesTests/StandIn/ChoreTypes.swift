import Foundation
import Symbiosis
import SymbiosisScenes

/// A model for the collection actions' tests: registered with `new:`, with a flag, a rank and a
/// read-only key.
struct Chore: Identifiable, Equatable, Sendable, Codable {
  var id = UUID()
  var title = ""
  var done = false
  var rank = 0

  var summary: String { done ? "\(title) ✓" : title }

  static func named(_ title: String, done: Bool = false) -> Chore {
    Chore(title: title, done: done)
  }
}

extension SceneTypes {
  /// People's types, and chores made new by `add`.
  static let chores = SceneTypes.people
    .model(
      Chore.self,
      keys: ["title": \.title, "done": \.done, "rank": \.rank, "summary": \.summary],
      new: { Chore() })
}
