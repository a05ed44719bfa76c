// swift-format-ignore-file
// TheBrowserPlatform.md's Swift, compiled; lines are kept as the article shows them.
import ArgumentParser
import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisWeb
import SymbiosisWebServer

enum BrowserPlatformArticle {
  // People's command, served with --web or run in the terminal.
  struct PeopleCommand: AsyncParsableCommand {
    @Option var file: String?

    @OptionGroup var scenes: SceneOptions
    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var web: WebOptions

    @MainActor func run() async throws {
      let types = SceneTypes.people(file: file.map { URL(filePath: $0) })
      if web.web {
        try await scenes.serve(root: "People", types: types, bundle: .module, web: web)
      } else {
        try await scenes.run(root: "People", types: types, bundle: .module, terminal: terminal)
      }
    }
  }

  // An app made in code: Akane's User component in a browser.
  final class UserViewModel: ViewModel {
    let user: MutableProperty<User?>
    lazy var disconnect = Action(enabled: user.map { $0 != nil }) { [weak self] in self?.user.value = nil }
    init(user: User?) { self.user = MutableProperty(user) }
  }
  static let bruce = User(name: "Bruce")
  final class UserWebView: WebComponentView<UserViewModel> {
    let hello = WebLabel(), disconnectButton = WebButton("Disconnect")
    override init() {
      super.init()
      addChild(WebStack(.vertical, spacing: 2, [hello, disconnectButton]))
    }
    override func bindings(_ viewModel: UserViewModel) throws {
      hello.reactive.text <~ viewModel.user.convert(UserHelloConverter())
      viewModel.disconnect.bind(to: disconnectButton)
    }
  }
  final class UserScene: Scene {
    override func content() throws -> any PlatformView {
      let view = UserWebView()
      try view.bind(UserViewModel(user: bruce))
      return view
    }
  }
  struct UserCommand: AsyncParsableCommand {
    @OptionGroup var web: WebOptions
    @MainActor func run() async throws {
      if web.web { try await web.serve("User") { UserScene() } }
    }
  }

  // A view kind of the web's own.
  final class Meter: WebView {
    init() { super.init(tag: "meter") }
    var level = 0.0 { didSet { setAttribute("value", String(level)) } }
  }

  @MainActor static func meterTypes() -> SceneTypes {
    let types = SceneTypes().view("meter") { Meter() }
    return types
  }
}

extension SceneTypes {
  /// People's types, as the article's command names them: the guide's, whatever the file.
  @MainActor fileprivate static func people(file: URL?) -> SceneTypes { SceneFilesGuide.people }
}
