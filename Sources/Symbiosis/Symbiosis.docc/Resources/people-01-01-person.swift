import Foundation

/// Someone in the directory.
struct Person: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  var firstName, lastName: String
  var age, heightInInches: Int
  var favoriteColor, email: String  // the colour as `#rrggbb`
  var homepage: URL

  var fullName: String { "\(firstName) \(lastName)" }
  var initial: String { String(firstName.prefix(1)).uppercased() }
}
