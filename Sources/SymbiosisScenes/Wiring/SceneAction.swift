import Symbiosis

/// An action a scene file made, whatever its input type: how a button, a table's selection or
/// a status label uses it.
@MainActor
final class SceneAction {
  /// The ``/Symbiosis/Action``.
  let object: AnyObject
  /// The type of the item it takes from what triggers it (a table's selection); nil when it
  /// takes nothing, or takes what a reference holds.
  let itemType: (any Any.Type)?
  private let followIn: (ActionStatus) -> Void
  private let bindControl: (any PlatformView, Bool) -> Bool
  private let bindInRow: (any PlatformView, @escaping @MainActor () -> Any?) -> Bool
  private let runWithItem: (Any?) -> Void
  private let connectEvents: (Signal<Void>) -> Void

  /// The parameter of an action that takes nothing: it always holds its input, so a control
  /// is enabled as the action is.
  nonisolated static let noInput = Property<Void?>(value: ())

  /// `action`, run with the value `parameter` holds at each trigger, and enabled only while
  /// it holds one.
  init<Input: Sendable>(_ action: Action<Input>, parameter: Property<Input?>, success: String?) {
    if let success { action.reporting(success: success) }
    object = action
    itemType = nil
    followIn = { $0.follow(action) }
    bindControl = { view, enabling in
      guard let control = view as? any ActionControl else { return false }
      Self.bind(action, parameter: parameter, to: control, enabling: enabling)
      return true
    }
    bindInRow = { view, _ in
      guard let control = view as? any ActionControl else { return false }
      Self.bind(action, parameter: parameter, to: control, enabling: true)
      return true
    }
    runWithItem = { _ in if let input = parameter.value { action.run(input) } }
    connectEvents = { events in
      action.connect(on: events.map { _ in parameter.value }.ignoreNil())
    }
  }

  /// `action`, run with each item what triggers it gives.
  init<Input: Sendable>(taking action: Action<Input>, success: String?) {
    if let success { action.reporting(success: success) }
    object = action
    itemType = Input.self
    followIn = { $0.follow(action) }
    bindControl = { _, _ in false }
    bindInRow = { view, item in
      guard let control = view as? any ActionControl else { return false }
      Self.bind(action, item: item, to: control)
      return true
    }
    runWithItem = { item in if let input = item as? Input { action.run(input) } }
    connectEvents = { _ in }
  }

  /// Makes `status` follow the action.
  func follow(in status: ActionStatus) { followIn(status) }

  /// Makes `view`, a control, run the action, and, when `enabling`, be enabled only while it
  /// can; false when the view is not a control. A field is not `enabling`: it stays editable,
  /// as what the user types into it may be what lets the action run.
  func bind(to view: any PlatformView, enabling: Bool = true) -> Bool {
    bindControl(view, enabling)
  }

  /// Makes `view`, a control in a table's cell, run the action with the item `item` gives at
  /// each trigger (the row's item the cell shows then) when it takes items, otherwise as
  /// ``bind(to:)`` does; false when the view is not a control.
  func bind(to view: any PlatformView, item: @escaping @MainActor () -> Any?) -> Bool {
    bindInRow(view, item)
  }

  /// Runs the action once: with `item` when it takes items (and `item` is one), otherwise with
  /// what its parameter holds.
  func run(with item: Any?) { runWithItem(item) }

  /// Runs the action on each event of `events`.
  func connect(on events: Signal<Void>) { connectEvents(events) }

  /// Runs the action with each item `items` sends: as its input when it takes items of that
  /// type, otherwise as a trigger.
  func connect<Item: Sendable>(items: Signal<Item>) {
    if let action = object as? Action<Item>, itemType != nil {
      action.connect(on: items)
    } else {
      connect(on: items.map { _ in () })
    }
  }

  private static func bind<Control: ActionControl, Input: Sendable>(
    _ action: Action<Input>, item: @escaping @MainActor () -> Any?, to control: Control
  ) {
    // Not disabled while it runs (a run refuses to start again anyway): a row's control that
    // removes its row keeps the focus for the row that takes its place.
    let usable = combineLatest(action.isEnabled, action.isRunning).map { $0 || $1 }
    let enabled = BindingTarget(
      lifetime: control.lifetime, onMainActor: { [weak control] in control?.isEnabled = $0 }
    ).bindOutsideScope(usable.values)
    let triggers = BindingTarget(
      lifetime: control.lifetime,
      onMainActor: { (_: Control.Trigger) in
        if let input = item() as? Input { action.run(input) }
      }
    ).bindOutsideScope(control.triggers)
    _ = Subscription([enabled, triggers])
  }

  private static func bind<Control: ActionControl, Input: Sendable>(
    _ action: Action<Input>, parameter: Property<Input?>, to control: Control, enabling: Bool
  ) {
    let canRun =
      parameter === noInput
      ? action.isEnabled
      : combineLatest(action.isEnabled, parameter.map { $0 != nil }).map { $0 && $1 }
    let enabled =
      enabling
      ? BindingTarget(
        lifetime: control.lifetime, onMainActor: { [weak control] in control?.isEnabled = $0 }
      ).bindOutsideScope(canRun.values) : nil
    let triggers = BindingTarget(
      lifetime: control.lifetime,
      onMainActor: { (_: Control.Trigger) in
        if let input = parameter.value { action.run(input) }
      }
    ).bindOutsideScope(control.triggers)
    _ = Subscription([enabled, triggers].compactMap { $0 })
  }
}
