/// Someone in the generated scene's address book: text, numbers and a flag, so that the scene
/// shows templates, edits numbers through converters and toggles a flag.
struct Contact: Identifiable, Equatable, Sendable, Codable {
  let id: Int
  var name, city, email: String
  var age, visits, rating: Int
  var active: Bool

  /// 40 contacts in 5 cities: the table's rows, in sections by city.
  static let samples: [Contact] = {
    let first = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Ken", "Dennis", "Margaret"]
    let last = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov"]
    let cities = ["Boston", "London", "Paris", "Tokyo", "Zurich"]
    return (0..<40).map { index in
      let name = "\(first[index % first.count]) \(last[index % last.count])"
      return Contact(
        id: index, name: name, city: cities[index % cities.count],
        email: "contact\(index)@example.org", age: 20 + index, visits: index * 7,
        rating: index % 5, active: index % 2 == 0)
    }
  }()
}
