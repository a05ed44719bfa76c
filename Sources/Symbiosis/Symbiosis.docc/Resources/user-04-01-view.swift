import Symbiosis
import SymbiosisTerminal

/// The user component's view: the greeting and the Disconnect button, bound in one method.
final class UserView: ComponentView<UserViewModel> {
  let hello = Label(), disconnectButton = Button("Disconnect")

  override init() {
    super.init()
    let hint = Label("Ctrl-C quits.", themeStyle: \.secondary)
    addSubview(Stack(.vertical, spacing: 1, [hello, disconnectButton, hint]))
  }
}
