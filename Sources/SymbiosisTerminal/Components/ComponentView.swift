import Symbiosis

/// A view that shows one kind of ``/Symbiosis/ViewModel``, with all its bindings in one method: Akane's
/// component view, shown wherever a view can be (a stack, a scene's content, a table cell).
///
/// ```swift
/// final class UserView: ComponentView<UserViewModel> {
///   let hello = Label(), disconnectButton = Button("Disconnect")
///   override init() {
///     super.init()
///     addSubview(Stack(.vertical, [hello, disconnectButton]))
///   }
///   override func bindings(_ viewModel: UserViewModel) throws {
///     hello.reactive.text <~ viewModel.user.convert(UserHelloConverter())
///     viewModel.disconnect.bind(to: disconnectButton)
///   }
/// }
/// try userView.bind(UserViewModel(user: bruce))
/// ```
///
/// The view keeps the view model it shows, so the component lives as long as the view does:
/// in the view tree, or wherever the app keeps it. When it goes, its bindings end. Binding
/// another view model first ends every binding made for the one before, so a reused table cell
/// never shows its previous item; a child component bound inside ``bindings(_:)`` is unbound
/// with its parent.
open class ComponentView<Model: ViewModel>: View, ComponentCell {
  // Unowned, not weak: the binder is this view's own and private, so it runs the closure only
  // inside `bind(_:)`, on a live view; a weak reference would give every component view a
  // side table.
  private lazy var binder = ComponentBinder<Model> { [unowned self] viewModel in
    try self.bindings(viewModel)
  }

  /// A view showing no view model yet.
  public override init() { super.init() }

  /// The view model shown, if any.
  public var viewModel: Model? { binder.viewModel }

  /// Makes the bindings between this view and `viewModel`. Override it; it runs once per
  /// view model bound. A wiring error thrown here (a ``/Symbiosis/Binding`` with a missing outlet) ends
  /// the bindings made so far and is thrown by ``bind(_:)``.
  open func bindings(_ viewModel: Model) throws {}

  /// Shows `viewModel`: ends the bindings to the view model shown before and unmounts it, then
  /// mounts `viewModel` and makes its bindings. Binding the view model already shown does
  /// nothing.
  ///
  /// - Throws: What ``bindings(_:)`` throws; the view then shows no view model.
  public func bind(_ viewModel: Model) throws { try binder.bind(viewModel) }

  /// Shows no view model: ends the bindings to the one shown and unmounts it.
  public func unbind() { binder.unbind() }
}
