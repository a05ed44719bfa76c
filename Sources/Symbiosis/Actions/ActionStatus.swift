/// One status line for several actions: the latest failure of any of them, or the success
/// message an action reports.
///
/// ```swift
/// let status = ActionStatus(copy.reporting(success: "Copied ✓"), open, back)
/// statusLabel.reactive.text <~ status.message.map { $0 ?? "" }
/// ```
///
/// A failure stands until that action next succeeds; the latest standing failure is shown. A
/// success message shows until another of the actions starts or finishes a run, then the
/// standing failures show again. An action that has already failed when the status is made
/// shows at once.
@MainActor
public final class ActionStatus: LifetimeProviding {
  /// Ends when the status goes, and with it its observation of the actions.
  public nonisolated let lifetime = Lifetime()
  /// What to show: the latest standing failure's message or a success message; `nil` when
  /// there is nothing to say.
  ///
  /// What observes it keeps the status following its actions, so a status made inline,
  /// `label.reactive.text <~ ActionStatus(copy, back).message.map { $0 ?? "" }`, lasts as long
  /// as the label.
  public nonisolated var message: Property<String?> {
    // The status never holds what shows its message, so this makes no cycle.
    messageStore.map { [self] message in withExtendedLifetime(self) { message } }
  }

  private nonisolated let messageStore = MutableProperty<String?>(nil)
  private var failures: [(action: Int, message: String)] = []
  private var successMessage: String?
  private var followed = 0

  /// A status for `actions`, in no particular order.
  public init<each Input: Sendable>(_ actions: repeat Action<each Input>) {
    for action in repeat each actions { follow(action) }
  }

  /// Follows `action` too: for a list of actions known only at run time (a scene file's).
  package func follow<Input>(_ action: Action<Input>) {
    follow(action, as: followed)
    followed += 1
  }

  private func follow<Input>(_ action: Action<Input>, as index: Int) {
    target { [weak self] (failure: (any Error)?) in self?.failed(index, failure) }
      .bindOutsideScope(action.failure.values)
    target { [weak self] (running: Bool) in if running { self?.started() } }
      .bindOutsideScope(action.isRunning.values)
    target { [weak self, weak action] (_: Input) in self?.succeeded(action?.successMessage) }
      .bindOutsideScope(action.successes)
  }

  private func target<Value>(
    _ receive: @escaping @MainActor (Value) -> Void
  ) -> BindingTarget<Value> {
    BindingTarget(lifetime: lifetime, onMainActor: receive)
  }

  private func failed(_ index: Int, _ failure: (any Error)?) {
    failures.removeAll { $0.action == index }
    if let failure {
      failures.append((index, ErrorMessage.text(for: failure)))
      successMessage = nil
    }
    show()
  }

  private func started() {
    successMessage = nil
    show()
  }

  private func succeeded(_ message: String?) {
    successMessage = message
    show()
  }

  private func show() {
    let message = successMessage ?? failures.last?.message
    if messageStore.value != message { messageStore.value = message }
  }
}

extension Action {
  /// This action, with `message` shown by an ``ActionStatus`` following it each time a run
  /// succeeds ("Copied ✓").
  @discardableResult
  public func reporting(success message: String) -> Self {
    successMessage = message
    return self
  }
}
