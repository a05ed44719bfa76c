import Symbiosis
import SymbiosisTerminal

/// SymbiOSis's binding: a person's height on a yardstick.
final class PersonHeightYardstickBinding: Binding<Person> {
  @Outlet var view: Yardstick
  override func update(with person: Person) { view.heightInInches = person.heightInInches }
}

/// What a person's page shows that a key path cannot: their colour and their height.
final class PersonBindingSet: BindingSet<Person> {
  @Outlet var swatch: View
  let height = PersonHeightYardstickBinding()  // wired as "height.view"

  override func update(with person: Person) { swatch.background = Color(hex: person.favoriteColor) }
}
