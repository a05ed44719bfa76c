import ArgumentParser
import SymbiosisTerminal

@main
struct UserMain: AsyncParsableCommand {
  @Option(help: "The user's name.")
  var username = "Bruce"

  @Option(help: "How the user is addressed: sir or master.")
  var title = User.Title.master

  @OptionGroup var terminal: TerminalOptions

  func run() async throws {
    let user = User(username: username, title: title)
    try await Self.start(user, terminal.text)
  }

  @MainActor
  static func start(_ user: User, _ textMode: Bool) async throws {
    await App(root: try makeView(for: user)).runAsMain(textMode: textMode)
  }

  /// The component for `user`, bound to its view model.
  @MainActor
  static func makeView(for user: User) throws -> UserView {
    let view = UserView()
    try view.bind(UserViewModel(user: user))
    return view
  }
}

extension User.Title: ExpressibleByArgument {}
