import Symbiosis

/// The user component's state and logic: who is signed in, and disconnecting them.
final class UserViewModel: ViewModel {
  let user: MutableProperty<User?>

  init(user: User) { self.user = MutableProperty(user) }
}
