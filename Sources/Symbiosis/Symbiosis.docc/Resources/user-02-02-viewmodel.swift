import Symbiosis

/// The user component's state and logic: who is signed in, and disconnecting them.
final class UserViewModel: ViewModel {
  let user: MutableProperty<User?>
  lazy var disconnect = Action(enabled: user.map { $0 != nil }) { [weak self] in
    self?.user.value = nil
  }

  init(user: User) { self.user = MutableProperty(user) }
}
