import Symbiosis

/// The view model of ``CardView``: three texts, as a contact card's name, city and phone.
public final class CardViewModel: ViewModel {
  /// The contact's name.
  public let name: MutableProperty<String>
  /// The contact's city.
  public let city = MutableProperty("Lyon")
  /// The contact's phone number.
  public let phone = MutableProperty("555 0100")

  /// A card's view model for the contact named `name`.
  public init(name: String) {
    self.name = MutableProperty(name)
    super.init()
  }
}
