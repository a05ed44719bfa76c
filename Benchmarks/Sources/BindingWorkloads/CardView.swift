import Symbiosis
import SymbiosisTerminal

/// A component of three labels, each bound to one property of its ``CardViewModel``.
public final class CardView: ComponentView<CardViewModel> {
  /// Shows the name.
  public let name = Label()
  /// Shows the city.
  public let city = Label()
  /// Shows the phone number.
  public let phone = Label()

  /// An unbound card.
  public override init() {
    super.init()
    addSubview(name)
    addSubview(city)
    addSubview(phone)
  }

  /// Binds each label to its property, as an app's component does.
  public override func bindings(_ viewModel: CardViewModel) throws {
    name.reactive.text <~ viewModel.name
    city.reactive.text <~ viewModel.city
    phone.reactive.text <~ viewModel.phone
  }
}
