import ArgumentParser
import SymbiosisTerminal

@main
struct UserMain: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "user",
    abstract: "Akane's User component: a greeting and a Disconnect command.",
    version: "0.1.0")

  @Option(help: "The user's name.")
  var username = "Bruce"

  @Option(help: "How the user is addressed: sir or master.")
  var title = User.Title.master

  @OptionGroup var terminal: TerminalOptions

  func validate() throws {
    guard !username.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw ValidationError("--username must not be empty.")
    }
  }

  func run() async throws {
    let user = User(username: username, title: title)
    if !terminal.text, let problem = App.terminalProblem() {
      throw ValidationError("\(problem) For example: printf ' ' | user --text")
    }
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
