/// A control that can run an ``Action``: a button, a text field, a toggle.
///
/// A platform conforms its controls once; ``Action/bind(to:)`` then drives `isEnabled` and runs
/// the action on each trigger.
@MainActor
public protocol ActionControl: LifetimeProviding {
  /// What a trigger carries: nothing for a button, the text for a field, the state for a toggle.
  associatedtype Trigger: Sendable
  /// Whether the user can use the control.
  var isEnabled: Bool { get set }
  /// Sends when the user activates the control; completes when the control goes.
  var triggers: Signal<Trigger> { get }
}
