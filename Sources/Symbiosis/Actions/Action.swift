/// Something the user does — call this person, copy this address, go back, disconnect — with its
/// own state: whether it can run, whether it is running, why it last failed, and each success.
///
/// Write one in either of two ways. SymbiOSis's reusable responder: subclass it and override
/// ``perform(_:)``. Akane's command: give the work inline.
///
/// ```swift
/// final class CallAction: Action<Person> {
///   override func perform(_ person: Person) async throws { try await dialer.call(person.phone) }
/// }
/// CallAction().connect(to: personSource, on: callButton.triggers)
///
/// lazy var disconnect = Action(enabled: user.map { $0 != nil }) { [weak self] in
///   self?.user.value = nil
/// }
/// disconnect.bind(to: disconnectButton)   // disabled while it can't run or is running
/// ```
///
/// A run starts in the same turn of the main actor; an action that does not await finishes
/// before ``run(_:)`` returns. Events while it runs are ignored. An error it throws becomes
/// ``failure``, a value a binding can show; the next success clears it.
///
/// It runs with the ``PlatformServices`` current where it was made (a test's or a scene's
/// overrides), whoever runs it.
@MainActor
open class Action<Input: Sendable> {
  /// Whether the action would run now: it is enabled and not already running.
  ///
  /// Follows the `enabled` property given at creation by itself; nothing needs to be told to
  /// update it.
  public nonisolated let isEnabled: Property<Bool>
  /// Whether a run is in progress.
  public nonisolated var isRunning: Property<Bool> { runningStore }
  /// Why the last run failed; `nil` after a success.
  public nonisolated var failure: Property<(any Error)?> {
    failureStore.get { MutableProperty(nil) }
  }
  /// Sends the input of each run that finished without throwing ("Copied ✓").
  public nonisolated var successes: Signal<Input> {
    successInput.get { Signal<Input>.Input() }.signal
  }
  /// The services it runs with: the scope current when it was made, falling back to the
  /// installed services for anything the scope does not set. ``PlatformServices/current`` is
  /// this while it runs.
  public nonisolated let services = PlatformServices.current

  private nonisolated let runningStore = MutableProperty(false)
  // Made when first asked for: most actions' failures and successes are never observed.
  private nonisolated let failureStore = MadeOnDemand<MutableProperty<(any Error)?>>()
  private nonisolated let successInput = MadeOnDemand<Signal<Input>.Input>()
  private let work: (@MainActor (Input) async throws -> Void)?
  /// What an ``ActionStatus`` shows when a run succeeds; set by ``reporting(success:)``.
  var successMessage: String?

  /// An action doing what a subclass's ``perform(_:)`` does, allowed while `enabled` is true.
  public init(enabled: Property<Bool> = Property(value: true)) {
    work = nil
    isEnabled = Self.enabled(enabled, running: runningStore)
  }

  /// An action doing `perform`, allowed while `enabled` is true.
  public init(
    enabled: Property<Bool> = Property(value: true),
    perform: @escaping @MainActor (Input) async throws -> Void
  ) {
    work = perform
    isEnabled = Self.enabled(enabled, running: runningStore)
  }

  deinit { successInput.existing?.complete() }

  private nonisolated static func enabled(
    _ enabled: Property<Bool>, running: Property<Bool>
  ) -> Property<Bool> {
    combineLatest(enabled, running).map { enabled, running in enabled && !running }
  }

  /// Does the work for `input`: a subclass overrides it; the inline form runs its closure.
  open func perform(_ input: Input) async throws {
    try await work?(input)
  }

  /// Runs the action with `input`, unless it can't run now (it is disabled or running).
  ///
  /// The run starts in this turn of the main actor and goes on until it awaits something. It
  /// counts as work under way (``PendingWork``) until it ends, so a scripted run of the app
  /// waits for it before the next key: a ``perform(_:)`` that awaits the user's next input
  /// would wait for ever there, so ask for input by showing a view, not by awaiting it.
  @discardableResult
  public func run(_ input: Input) -> Task<Void, Never>? {
    guard isEnabled.value else { return nil }
    runningStore.value = true
    // A run is work under way, which a script driving the app waits for (``PendingWork``).
    let work = PendingWork.begin()
    return Task.immediate { @MainActor in
      defer { work?.end() }
      do {
        try await PlatformServices.$scope.withValue(services) { try await perform(input) }
        failureStore.existing?.value = nil
        runningStore.value = false
        successInput.existing?.send(input)
      } catch {
        failureStore.get { MutableProperty(nil) }.value = error
        runningStore.value = false
      }
    }
  }

  /// Runs with each value `events` sends, until `events` ends (a view's events end with the
  /// view) or the returned subscription is cancelled.
  ///
  /// The connection keeps the action alive while `events` lasts.
  @discardableResult
  public func connect(on events: Signal<Input>) -> Subscription {
    connect(events) { $0 }
  }

  /// Runs with `source`'s current value on every event of `events`, until `events` ends or the
  /// returned subscription is cancelled; loads `source` if it has not. An event before the
  /// source has a value is ignored.
  ///
  /// The connection keeps the action and the source alive while `events` lasts.
  @discardableResult
  public func connect<Event>(
    to source: DataSource<Input>, on events: Signal<Event>
  ) -> Subscription {
    source.loadIfNeeded()
    return connect(events) { _ in source.value.value }
  }

  /// Makes `control` run this action with what the control sends (a text field's text), and
  /// keeps the control enabled only while the action can run.
  ///
  /// Ends when the control goes or the returned subscription is cancelled.
  @discardableResult
  public func bind<Control: ActionControl>(
    to control: Control
  ) -> Subscription where Control.Trigger == Input {
    bind(control) { $0 }
  }

  /// Makes `control` run this action with `parameter`'s value at the moment it is triggered (a
  /// button submitting a field's text), and keeps it enabled only while the action can run.
  @discardableResult
  public func bind<Control: ActionControl>(
    to control: Control, parameter: Property<Input>
  ) -> Subscription {
    bind(control) { _ in parameter.value }
  }

  func connect<Event>(
    _ events: Signal<Event>, input: @escaping @MainActor (Event) -> Input?
  ) -> Subscription {
    { [self] (event: Event) in if let input = input(event) { run(input) } } <~ events
  }

  private func bind<Control: ActionControl>(
    _ control: Control, input: @escaping @MainActor (Control.Trigger) -> Input
  ) -> Subscription {
    // Running first: a control disabled because its action runs may keep the focus.
    let running = BindingTarget(
      lifetime: control.lifetime, onMainActor: { [weak control] in control?.isRunning = $0 }
    ).bindOutsideScope(isRunning.values)
    let enabled = BindingTarget(
      lifetime: control.lifetime, onMainActor: { [weak control] in control?.isEnabled = $0 }
    ).bindOutsideScope(isEnabled.values)
    let triggers = BindingTarget(
      lifetime: control.lifetime, onMainActor: { [self] in run(input($0)) }
    ).bindOutsideScope(control.triggers)
    return BindingScope.register(Subscription([running, enabled, triggers]))
  }
}

extension Action where Input == Void {
  /// An action doing `perform`, allowed while `enabled` is true.
  public convenience init(
    enabled: Property<Bool> = Property(value: true),
    perform: @escaping @MainActor () async throws -> Void
  ) {
    self.init(enabled: enabled) { (_: Void) in try await perform() }
  }

  /// Runs the action, unless it can't run now.
  @discardableResult
  public func run() -> Task<Void, Never>? { run(()) }

  /// Runs on every event of `events` (a button's taps, a field's Return).
  @discardableResult
  public func connect<Event>(on events: Signal<Event>) -> Subscription {
    connect(events) { _ in () }
  }
}
