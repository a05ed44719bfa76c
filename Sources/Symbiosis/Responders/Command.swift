/// An action a view triggers, with its own enabled state: a control bound to a command is
/// disabled while the command can't run or is running.
///
/// ``canExecute`` follows the `enabled` property given at creation by itself; nothing needs
/// to be told to update it (Akane's `updateCanExecute()` is gone).
///
/// ```swift
/// lazy var disconnect = Command(enabled: user.map { $0 != nil }) { [weak self] in
///   self?.user.value = nil
/// }
/// ```
@MainActor
public final class Command<Parameter: Sendable> {
  /// Whether the command would run now: it is enabled and not already running.
  public nonisolated let canExecute: Property<Bool>
  /// Whether a run is in progress.
  public nonisolated var isExecuting: Property<Bool> { executingStore }
  /// Why the last run failed; `nil` after a success.
  public nonisolated var failure: Property<(any Error)?> { failureStore }

  private nonisolated let executingStore = MutableProperty(false)
  private nonisolated let failureStore = MutableProperty<(any Error)?>(nil)
  private let action: @MainActor (Parameter) async throws -> Void

  /// A command running `action`, allowed while `enabled` is true.
  public init(
    enabled: Property<Bool> = Property(value: true),
    action: @escaping @MainActor (Parameter) async throws -> Void
  ) {
    self.action = action
    canExecute = combineLatest(enabled, executingStore).map { enabled, running in
      enabled && !running
    }
  }

  /// Runs the command with `parameter`, unless it can't run now.
  ///
  /// The run starts in this turn of the main actor; a command that does not await finishes
  /// before this returns.
  @discardableResult
  public func execute(_ parameter: Parameter) -> Task<Void, Never>? {
    guard canExecute.value else { return nil }
    executingStore.value = true
    return Task.immediate { @MainActor in
      do {
        try await action(parameter)
        failureStore.value = nil
      } catch {
        failureStore.value = error
      }
      executingStore.value = false
    }
  }

  /// Makes `control` run this command, taking the parameter from what the control sends (a
  /// text field's text), and keeps the control enabled only while the command can run.
  ///
  /// Ends when the control goes or the returned subscription is cancelled.
  @discardableResult
  public func bind<Control: CommandControl>(
    to control: Control
  ) -> Subscription where Control.Trigger == Parameter {
    bind(control) { $0 }
  }

  /// Makes `control` run this command with `parameter`'s value at the moment it is triggered
  /// (a button submitting a field's text).
  @discardableResult
  public func bind<Control: CommandControl>(
    to control: Control, parameter: Property<Parameter>
  ) -> Subscription {
    bind(control) { _ in parameter.value }
  }

  private func bind<Control: CommandControl>(
    _ control: Control, parameter: @escaping @MainActor (Control.Trigger) -> Parameter
  ) -> Subscription {
    let enabled = BindingTarget(
      lifetime: control.lifetime, onMainActor: { [weak control] in control?.isEnabled = $0 }
    ).connect(canExecute.values)
    let triggers = BindingTarget(
      lifetime: control.lifetime, onMainActor: { [self] in execute(parameter($0)) }
    ).connect(control.triggers)
    return BindingScope.register(Subscription([enabled, triggers]))
  }
}

extension Command where Parameter == Void {
  /// A command running `action`, allowed while `enabled` is true.
  public convenience init(
    enabled: Property<Bool> = Property(value: true),
    action: @escaping @MainActor () async throws -> Void
  ) {
    self.init(enabled: enabled) { (_: Void) in try await action() }
  }

  /// Runs the command, unless it can't run now.
  @discardableResult
  public func execute() -> Task<Void, Never>? { execute(()) }
}
