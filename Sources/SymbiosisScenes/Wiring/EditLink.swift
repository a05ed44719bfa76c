import Foundation
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
  /// With `.change`, each edit is written at once. With `.enter` (`.leave`), nothing is written
  /// while the user types: the text, trimmed, is written at `.commit` (and at `.leave`);
  /// `.cancel` shows the key's value again. A change of the key shows in the view while the
  /// user has not typed; once they have, what they typed stays until they commit or cancel, so
  /// nothing the program does overwrites it.
  ///
  /// - Parameters:
  ///   - events: the view's ``EditEvent``s, or nil when its kind reports none (then only
  ///     `.change` can be honoured, and the other modes write at each change too).
  ///   - mode: when the text is written to `value`.
  ///   - whenEmpty: run in place of writing a committed text that is empty once trimmed, when
  ///     given; the view shows the key's value again.
  /// - Returns: what ends the link sooner than `shown` goes (a reused cell showing another
  ///   item, say).
  @discardableResult
  static func link(
    _ shown: MutableProperty<String>, to value: MutableProperty<String>,
    events: Signal<EditEvent>?, mode: EditCommitMode,
    whenEmpty: (@MainActor () -> Void)? = nil
  ) -> Subscription {
    guard mode != .change, let events else { return shown <~> value }
    let edit = Edit(shown: shown, value: value, mode: mode, whenEmpty: whenEmpty)
    let fromKey = BindingTarget(
      lifetime: shown.lifetime, onMainActor: { [edit] (text: String) in edit.keyChanged(to: text) }
    ).bind(value.values)
    let fromView = BindingTarget(
      lifetime: shown.lifetime, onMainActor: { [edit] (event: EditEvent) in edit.handle(event) }
    ).bind(events)
    return Subscription([fromKey, fromView])
  }

  /// One link written on `.commit` or `.leave`: what the view last showed of the key, which
  /// tells whether the user has typed since.
  @MainActor
  private final class Edit {
    private weak var shown: MutableProperty<String>?
    private weak var value: MutableProperty<String>?
    private let mode: EditCommitMode
    private let whenEmpty: (@MainActor () -> Void)?
    /// The text the view was last given from the key (or the text last committed).
    private var fromKey: String?

    init(
      shown: MutableProperty<String>, value: MutableProperty<String>, mode: EditCommitMode,
      whenEmpty: (@MainActor () -> Void)?
    ) {
      self.shown = shown
      self.value = value
      self.mode = mode
      self.whenEmpty = whenEmpty
    }

    /// Whether the view holds text the user typed and has not committed or cancelled.
    private var isTyping: Bool {
      guard let shown, let fromKey else { return false }
      return shown.value != fromKey
    }

    /// Shows the key's new value, unless the user is typing.
    func keyChanged(to text: String) {
      guard !isTyping else { return }
      show(text)
    }

    func handle(_ event: EditEvent) {
      switch event {
      case .commit: commit(confirmed: true)
      case .leave where mode == .leave: commit(confirmed: false)
      case .leave: break
      case .cancel: value.map { show($0.value) }
      }
    }

    /// Writes the view's text, trimmed, to the key: at Enter whatever it holds, on leaving
    /// only when the user typed. An empty text runs `whenEmpty` instead, when given.
    private func commit(confirmed: Bool) {
      guard let shown, let value, confirmed || isTyping else { return }
      let text = shown.value.trimmingCharacters(in: .whitespacesAndNewlines)
      if text.isEmpty, let whenEmpty {
        show(value.value)
        return whenEmpty()
      }
      show(text)
      if value.value != text { value.value = text }
    }

    private func show(_ text: String) {
      fromKey = text
      if shown?.value != text { shown?.value = text }
    }
  }
}
