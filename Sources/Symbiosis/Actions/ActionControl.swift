/// A control that can run an ``Action``: a button, a text field, a toggle.
///
/// A platform conforms its controls once; ``Action/bind(to:)`` then drives `isEnabled` and
/// `isRunning` and runs the action on each trigger.
@MainActor
public protocol ActionControl: LifetimeProviding {
  /// What a trigger carries: nothing for a button, the text for a field, the state for a toggle.
  associatedtype Trigger: Sendable
  /// Whether the user can use the control.
  var isEnabled: Bool { get set }
  /// Sends when the user activates the control; completes when the control goes.
  var triggers: Signal<Trigger> { get }
  /// Whether the action the control started is running, which also disables it.
  ///
  /// A control that keeps the focus while it is disabled only for this (so that a second press
  /// does not land on the next control) reads it; the default ignores it.
  var isRunning: Bool { get set }
}

extension ActionControl {
  /// Ignores whether the action is running: the control only follows `isEnabled`.
  public var isRunning: Bool {
    get { false }
    set {}
  }
}
