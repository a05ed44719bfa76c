import Symbiosis

/// A web view that shows one kind of ``/Symbiosis/ViewModel``, with all its bindings in one
/// method: Akane's component view in a browser, shown wherever a web view can be (a stack, a
/// scene's content, a table cell). It is the terminal's `ComponentView`, made of web views:
///
/// ```swift
/// final class UserWebView: WebComponentView<UserViewModel> {
///   let hello = WebLabel(), disconnectButton = WebButton("Disconnect")
///   override init() {
///     super.init()
///     addChild(WebStack(.vertical, spacing: 1, [hello, disconnectButton]))
///   }
///   override func bindings(_ viewModel: UserViewModel) throws {
///     hello.reactive.text <~ viewModel.user.convert(UserHelloConverter())
///     viewModel.disconnect.bind(to: disconnectButton)
///   }
/// }
/// ```
///
/// The view keeps the view model it shows, so the component lives as long as the view does.
/// Binding another view model first ends every binding made for the one before, so a reused
/// cell never shows its previous item; a child component bound inside ``bindings(_:)`` is
/// unbound with its parent.
@MainActor
open class WebComponentView<Model: ViewModel>: WebView, ComponentCell {
  // Unowned: the binder is this view's own and private, and runs the closure only inside
  // `bind(_:)`, on a live view.
  private lazy var binder = ComponentBinder<Model> { [unowned self] viewModel in
    try self.bindings(viewModel)
  }

  /// A view showing no view model yet: a `<div class="sy-component">`.
  public init() { super.init(tag: "div", classes: "sy-component") }

  /// The view model shown, if any.
  public var viewModel: Model? { binder.viewModel }

  /// Makes the bindings between this view and `viewModel`. Override it; it runs once per view
  /// model bound. A wiring error thrown here ends the bindings made so far and is thrown by
  /// ``bind(_:)``.
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
