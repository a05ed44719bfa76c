import Symbiosis

/// The user component as the screen a browser tab shows: each tab its own view model of
/// `user`.
final class UserScene: Scene {
  private let user: User

  init(user: User) {
    self.user = user
    super.init(title: "User")
  }

  override func content() throws -> any PlatformView {
    let view = UserWebView()
    try view.bind(UserViewModel(user: user))
    return view
  }
}
