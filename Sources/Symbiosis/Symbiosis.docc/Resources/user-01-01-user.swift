/// A signed-in user, as Akane's model has it.
struct User: Equatable, Sendable {
  /// How the user is addressed.
  enum Title: String, CaseIterable, Sendable {
    case sir, master
  }

  let username: String
  let title: Title
}
