import Symbiosis

/// When a file's `edit:` writes what the user typed to its key: at each change, when the user
/// confirms it, or when they confirm it or leave the view (`on: change | enter | leave`).
enum EditCommitMode: String, Sendable, CaseIterable {
  case change, enter, leave
}

/// Links a view's text to the key an `edit:` names, both ways, writing as `mode` says: what the
/// builder does for a view of the scene and for a control in a table's cell alike.
@MainActor
enum EditLink {
  /// Links `shown`, a view's text, to `value`, a key's, both ways.
  ///
  /// - Parameters:
  ///   - events: the view's ``EditEvent``s, or nil when its kind reports none (then only
  ///     `.change` can be honoured).
  ///   - mode: when the text is written to `value`.
  ///   - whenEmpty: run in place of writing a committed text that is empty, when given.
  static func link(
    _ shown: MutableProperty<String>, to value: MutableProperty<String>,
    events: Signal<EditEvent>?, mode: EditCommitMode,
    whenEmpty: (@MainActor () -> Void)? = nil
  ) {
    shown <~> value
  }
}
