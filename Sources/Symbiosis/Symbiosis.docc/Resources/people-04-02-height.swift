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
  /// The height in feet and inches: `5′6″`.
  var height: String { "\(heightInInches / 12)′\(heightInInches % 12)″" }
  /// Where the height is on a yardstick from 4 to 7 feet, from 0 to 1.
  var heightOnYardstick: Double { min(1, max(0, Double(heightInInches - 48) / 36)) }
}
