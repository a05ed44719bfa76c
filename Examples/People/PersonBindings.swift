import Symbiosis
import SymbiosisTerminal

/// SymbiOSis's binding: a person's height on a yardstick.
final class PersonHeightYardstickBinding: Binding<Person> {
  @Outlet var view: Yardstick
  override func update(with person: Person) { view.heightInInches = person.heightInInches }
}

/// Every view of a person's page, fed by one data source.
final class PersonBindingSet: BindingSet<Person> {
  @Outlet var name: Label
  @Outlet var email: Label
  @Outlet var swatch: View
  let height = PersonHeightYardstickBinding()  // wired as "height.view"

  override func update(with person: Person) {
    name.text = person.fullName
    email.text = person.email
    swatch.background = Color(hex: person.favoriteColor)
  }
}
