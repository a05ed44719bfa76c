import Symbiosis
import SymbiosisTerminal

/// Component views of three labels (``CardView``), each bound to a view model of its own.
@MainActor
public final class BoundCards: ViewBindingWorkload {
  /// A card binds its three labels.
  public static let bindingsPerView = 3
  private let count: Int
  private var viewModels: [CardViewModel] = []
  private var views: [CardView] = []

  /// Makes `count` view models, each with a name of its own.
  public init(count: Int) {
    self.count = count
    viewModels.reserveCapacity(count)
    views.reserveCapacity(count)
    for index in 0..<count { viewModels.append(CardViewModel(name: "name \(index)")) }
  }

  /// Makes one unbound card per view model.
  public func makeViews() {
    for _ in 0..<count { views.append(CardView()) }
  }

  /// Binds each card to its view model.
  public func bind() {
    for (view, viewModel) in zip(views, viewModels) {
      do {
        try view.bind(viewModel)
      } catch {
        preconditionFailure("CardView's bindings cannot fail: \(error)")
      }
    }
  }

  /// Checks that each card shows its view model's texts and takes a change of one.
  public func checkDelivery() {
    for (view, viewModel) in zip(views, viewModels) {
      precondition(view.viewModel === viewModel, "a card does not show its view model")
      precondition(
        view.name.text == viewModel.name.value && view.city.text == viewModel.city.value
          && view.phone.text == viewModel.phone.value, "a card does not show its view model")
      viewModel.phone.value = "555 0199"
      precondition(view.phone.text == "555 0199", "a label did not take its property's change")
    }
  }
}
