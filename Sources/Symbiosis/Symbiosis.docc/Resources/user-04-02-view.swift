import Symbiosis
import SymbiosisTerminal

/// The user component's view: the greeting and the Disconnect button, bound in one method.
final class UserView: ComponentView<UserViewModel> {
  let hello = Label(), disconnectButton = Button("Disconnect")

  override init() {
    super.init()
    let hint = Label("Ctrl-C quits.", themeStyle: \.secondary)
    addSubview(Stack(.vertical, spacing: 1, [hello, disconnectButton, hint]))
    padding = Insets(horizontal: 2, vertical: 1)
  }

  override func bindings(_ viewModel: UserViewModel) throws {
    hello.reactive.text <~ viewModel.user.convert(UserHelloConverter())
    viewModel.disconnect.bind(to: disconnectButton)  // greyed once there is no one to disconnect
  }
}
