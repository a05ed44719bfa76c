import Symbiosis

/// The contact the scene edits, held from the start: the source its fields edit.
final class ContactSource: SettableDataSource<Contact> {
  override init() { super.init(Contact.samples[0]) }
}
