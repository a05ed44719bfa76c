import Symbiosis

/// The greeting for a user: "Good morning, MASTER Bruce", or a farewell once disconnected.
struct UserHelloConverter: Converter {
  func convert(_ user: User?) -> String {
    guard let user else { return "Goodbye." }
    return "Good morning, \(user.title.rawValue.uppercased()) \(user.username)"
  }
}
