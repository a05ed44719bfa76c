import Symbiosis

/// What a person's page shows that a key path cannot: their favourite colour, as a swatch on
/// whatever platform runs the app.
final class PersonBindingSet: BindingSet<Person> {
  @Outlet var swatch: any ColorShowing

  override func update(with person: Person) { swatch.shownColor = person.favoriteColor }
}
