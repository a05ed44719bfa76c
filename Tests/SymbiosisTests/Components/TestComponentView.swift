import Symbiosis

/// The component view of a platform with no screen, made from the core's ``ComponentBinder`` as
/// every platform makes its own `ComponentView`.
@MainActor
class TestComponentView<Model: ViewModel>: LifetimeProviding, PlatformView, ComponentCell {
  nonisolated let lifetime = Lifetime()
  private lazy var binder = ComponentBinder<Model> { [weak self] viewModel in
    try self?.bindings(viewModel)
  }

  init() {}

  var viewModel: Model? { binder.viewModel }

  func bindings(_ viewModel: Model) throws {}

  func bind(_ viewModel: Model) throws { try binder.bind(viewModel) }

  func unbind() { binder.unbind() }
}
