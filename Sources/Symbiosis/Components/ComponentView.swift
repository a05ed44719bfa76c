/// A view that shows one kind of ``ViewModel``, with all its bindings in one method.
///
/// ```swift
/// final class UserView: ComponentView<UserViewModel> {
///   let hello = Label(), disconnectButton = Button("Disconnect")
///   override func bindings(_ viewModel: UserViewModel) throws {
///     hello.reactive.text <~ viewModel.user.convert(UserHelloConverter())
///     viewModel.disconnect.bind(to: disconnectButton)
///   }
/// }
/// try userView.bind(UserViewModel(user: bruce))
/// ```
///
/// Every binding made in ``bindings(_:)`` (`<~`, ``Binding``s, actions, child
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
  /// view model bound. A wiring error thrown here (a ``Binding`` with a missing outlet) ends
  /// the bindings made so far and is thrown by ``bind(_:)``.
  open func bindings(_ viewModel: Model) throws {}

  /// Shows `viewModel`: ends the bindings to the view model shown before and unmounts it, then
  /// mounts `viewModel` and makes its bindings. Binding the view model already shown does
  /// nothing.
  ///
  /// Called inside a parent's `bindings(_:)`, this view is unbound when the parent is.
  ///
  /// - Throws: What `bindings(_:)` throws; the view then shows nothing.
  public func bind(_ viewModel: Model) throws {
    guard viewModel !== self.viewModel else { return }
    unbind()
    self.viewModel = viewModel
    let scope = BindingScope()
    self.scope = scope
    BindingScope.register(
      Subscription { [weak self, weak scope] in
        Task.immediate { @MainActor in
          guard let self, let scope, self.scope === scope else { return }
          self.unbind()
        }
      })
    viewModel.viewDidBind()
    do {
      try scope.run { try bindings(viewModel) }
    } catch {
      unbind()
      throw error
    }
  }

  /// Shows nothing: ends the bindings to the view model shown and unmounts it.
  public func unbind() {
    if let scope {
      self.scope = nil
      scope.end()
    }
    viewModel?.viewDidUnbind()
    viewModel = nil
  }
}
