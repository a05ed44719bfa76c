/// The logic and state of one feature, with no reference to any view.
///
/// A platform's `ComponentView` shows it (through a ``ComponentBinder``): binding the view model
/// to a view mounts it, and it is unmounted when the view takes another view model or goes.
/// Start work in ``mount()`` (load a source, start a timer) and stop it in ``unmount()``.
///
/// ```swift
/// final class UserViewModel: ViewModel {
///   let user: MutableProperty<User?>
///   lazy var disconnect = Action(enabled: user.map { $0 != nil }) { [weak self] in
///     self?.user.value = nil
///   }
/// }
/// ```
@MainActor
open class ViewModel: LifetimeProviding {
  /// Ends when the view model goes.
  public nonisolated let lifetime = Lifetime()
  private var mounts = 0

  /// A view model shown by no view yet.
  public init() {}

  /// Whether a view is showing this view model.
  public var isMounted: Bool { mounts > 0 }

  /// Called when a view starts showing this view model (once, however many views show it).
  open func mount() {}

  /// Called when the last view showing this view model stops.
  open func unmount() {}

  func viewDidBind() {
    mounts += 1
    if mounts == 1 { mount() }
  }

  func viewDidUnbind() {
    mounts -= 1
    if mounts == 0 { unmount() }
  }
}
