/// A view that shows one kind of ``ViewModel``, with all its bindings in one method.
///
/// ```swift
/// final class UserView: ComponentView<UserViewModel> {
///   let hello = Label(), disconnectButton = Button("Disconnect")
///   override func bindings(_ viewModel: UserViewModel) {
///     hello.reactive.text <~ viewModel.user.convert(UserHelloConverter())
///     viewModel.disconnect.bind(to: disconnectButton)
///   }
/// }
/// userView.bind(UserViewModel(user: bruce))
/// ```
///
/// Every binding made in ``bindings(_:)`` (`<~`, ``Binding``s, commands, responders, child
/// components) belongs to the view model it was made for: binding another view model first
/// ends them all, so a reused table cell never shows its previous item. A child component bound
/// inside `bindings(_:)` is unbound with its parent.
@MainActor
open class ComponentView<Model: ViewModel>: LifetimeProviding {
  /// Ends when the view goes.
  public nonisolated let lifetime = Lifetime()
  /// The view model shown, if any.
  public private(set) var viewModel: Model?
  private var scope: BindingScope?

  /// A view showing no view model yet.
  public init() {}

  isolated deinit {
    scope?.end()
    viewModel?.viewDidUnbind()
  }

  /// Makes the bindings between this view and `viewModel`. Override it; it runs once per
  /// view model bound.
  open func bindings(_ viewModel: Model) {}

  /// Shows `viewModel`, or nothing: ends the bindings to the view model shown before, unmounts
  /// it, then mounts `viewModel` and makes its bindings.
  ///
  /// Called inside a parent's `bindings(_:)`, this view is unbound when the parent is.
  public func bind(_ viewModel: Model?) {
    if let scope {
      self.scope = nil
      scope.end()
    }
    self.viewModel?.viewDidUnbind()
    self.viewModel = viewModel
    guard let viewModel else { return }
    let scope = BindingScope()
    self.scope = scope
    BindingScope.register(
      Subscription { [weak self, weak scope] in
        Task.immediate { @MainActor in
          guard let self, let scope, self.scope === scope else { return }
          self.bind(nil)
        }
      })
    viewModel.viewDidBind()
    scope.run { bindings(viewModel) }
  }
}
