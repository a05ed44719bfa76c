import Foundation

/// Something to do: a title, and whether it is done.
struct Todo: Identifiable, Codable, Equatable, Sendable {
  var id = UUID()
  var title = ""
  var done = false
}
