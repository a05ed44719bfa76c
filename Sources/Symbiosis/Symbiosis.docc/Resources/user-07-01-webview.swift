import Symbiosis
import SymbiosisWeb

/// The user component's view in a browser: the same bindings as the terminal's ``UserView``,
/// made of web views.
final class UserWebView: WebComponentView<UserViewModel> {
  let hello = WebLabel(), disconnectButton = WebButton("Disconnect")

  override init() {
    super.init()
    addChild(WebStack(.vertical, spacing: 2, [hello, disconnectButton]))
  }

  override func bindings(_ viewModel: UserViewModel) throws {
    hello.reactive.text <~ viewModel.user.convert(UserHelloConverter())
    viewModel.disconnect.bind(to: disconnectButton)  // disabled once there is no one to disconnect
  }
}
