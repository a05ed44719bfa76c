/// The platform-free half of a component view: it shows one ``ViewModel`` at a time through the
/// view's `bindings(_:)`, and ends every binding made there when it shows another, shows none,
/// or goes.
///
/// Each platform's `ComponentView` (a view of that platform, with a `bindings(_:)` method to
/// override) keeps one and forwards `bind(_:)` and `unbind()` to it:
///
/// ```swift
/// open class ComponentView<Model: ViewModel>: View, ComponentCell {
///   private lazy var binder = ComponentBinder<Model> { [weak self] in try self?.bindings($0) }
///   open func bindings(_ viewModel: Model) throws {}
///   public func bind(_ viewModel: Model) throws { try binder.bind(viewModel) }
///   public func unbind() { binder.unbind() }
/// }
/// ```
///
/// Every binding made while `bindings` runs (`<~`, ``Binding``s, actions, child components)
/// belongs to the view model it was made for: binding another view model first ends them all, so a reused table cell never shows its previous item. A child component bound
/// inside a parent's `bindings` is unbound with its parent.
@MainActor
public final class ComponentBinder<Model: ViewModel> {
  /// The view model shown, if any.
  public private(set) var viewModel: Model?
  private var scope: BindingScope?
  private let bindings: @MainActor (Model) throws -> Void

  /// A binder showing no view model yet, making a view model's bindings with `bindings`.
  public init(bindings: @escaping @MainActor (Model) throws -> Void) {
    self.bindings = bindings
  }

  isolated deinit {
    scope?.end()
    viewModel?.viewDidUnbind()
  }

  /// Shows `viewModel`: ends the bindings to the view model shown before and unmounts it, then
  /// mounts `viewModel` and makes its bindings. Binding the view model already shown does
  /// nothing.
  ///
  /// Called inside a parent's `bindings`, this binder is unbound when the parent is.
  ///
  /// - Throws: What `bindings` throws (a ``Binding``'s missing outlet, say); the bindings made
  ///   so far end and nothing is shown.
  public func bind(_ viewModel: Model) throws {
    guard viewModel !== self.viewModel else { return }
    unbind()
    self.viewModel = viewModel
    let scope = BindingScope()
    self.scope = scope
    // Only a binder bound inside a parent's bindings joins the parent: asking first spares a
    // top-level component the closure and the weak references (and their side tables).
    BindingScope.current?.add(
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
