import Symbiosis

/// A plain view as a platform would write one: main-actor, with a lifetime, text and hiding.
@MainActor
final class TestView: LifetimeProviding, HideableView, TextShowing {
  nonisolated let lifetime = Lifetime()
  var text = ""
  var isHidden = false
  var isEnabled = true
}

/// The seed's yardstick control: shows a height.
@MainActor
final class YardstickView: LifetimeProviding {
  nonisolated let lifetime = Lifetime()
  var heightInInches: Double = 0
}

/// A button: taps are its triggers.
@MainActor
final class TestButton: LifetimeProviding, ActionControl {
  nonisolated let lifetime = Lifetime()
  private let tapInput = Signal<Void>.Input()
  var isEnabled = true
  var triggers: Signal<Void> { tapInput.signal }
  /// Taps the button as a user would: nothing happens while it is disabled.
  func tap() { if isEnabled { tapInput.send() } }
}

/// A text field: its text is a property; pressing Return triggers with the text.
@MainActor
final class TestTextField: LifetimeProviding, ActionControl {
  nonisolated let lifetime = Lifetime()
  let text = MutableProperty("")
  private let submitInput = Signal<String>.Input()
  var isEnabled = true
  var triggers: Signal<String> { submitInput.signal }
  func type(_ newText: String) { text.value = newText }
  func pressReturn() { if isEnabled { submitInput.send(text.value) } }
}
