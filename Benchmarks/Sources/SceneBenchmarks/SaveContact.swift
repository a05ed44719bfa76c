import Symbiosis

/// An app action taking a contact, which the scene's buttons and table selection run; the
/// benchmarks never press them.
final class SaveContact: Action<Contact> {
  override func perform(_ contact: Contact) async throws {}
}
