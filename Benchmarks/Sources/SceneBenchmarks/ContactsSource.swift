import Symbiosis

/// Everyone, held from the start: an app's list source, registered by type, that has its value
/// before the first frame so that every frame measured shows the table's rows.
final class ContactsSource: SettableDataSource<[Contact]> {
  override init() { super.init(Contact.samples) }
}
