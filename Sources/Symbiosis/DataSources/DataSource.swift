/// Holds a value for a screen and loads it: from an `async` function, from another source, or
/// from outside.
///
/// Subclass it and override ``load()``, or pass the loading function to ``init(timeout:clock:load:)``.
/// Bindings show ``value``; state bindings show ``phase``. Starting a load cancels the one in
/// flight, and results of a cancelled load are never shown.
///
/// ```swift
/// final class PeopleSource: DataSource<[Person]> {
///   override func load() async throws -> [Person] { try await api.people() }
/// }
/// ```
///
/// An overridden ``load()`` keeps its source alive while it runs; the screen that owns the
/// source cancels it when the screen goes (``Scene`` does). A source made with a loading
/// function does not keep itself alive, so dropping it cancels its load at once.
///
/// ``modify(_:)`` edits the value in place; see it for what a load in flight does to an edit.
/// Override ``save(_:)`` to keep the edits where ``load()`` reads them: a database, a web API,
/// a file (``JSONFileSource`` is one).
///
/// A load that brings a list of `Identifiable` elements (rows, or sections) in which an id
/// repeats fails with ``DuplicateIDs``, which names the ids: such a list cannot be shown or
/// edited by identity, and a failed load offers Retry.
@MainActor
open class DataSource<Value: Sendable>: LifetimeProviding {
  /// Ends when the source goes away; what the source feeds stops with it.
  public nonisolated let lifetime = Lifetime()
  /// Where the source is in loading, with its value when there is one.
  public nonisolated var state: Property<LoadState<Value>> { stateStore }
  /// The last value loaded or set, kept while a new load runs or after one fails.
  public nonisolated var value: Property<Value?> { valueStore }
  /// The state without its value.
  public nonisolated var phase: Property<LoadPhase> {
    madePhase.get { stateStore.map(\.phase).removeDuplicates() }
  }

  private nonisolated let stateStore = MutableProperty(LoadState<Value>.idle)
  private nonisolated let valueStore = MutableProperty<Value?>(nil)
  private nonisolated let running = Locked<Task<Void, Never>?>(nil)
  // Most sources of a screen are never asked for these three: each is made when first asked.
  private nonisolated let madePhase = MadeOnDemand<Property<LoadPhase>>()
  private nonisolated let unsettledEditInput = MadeOnDemand<Signal<Value>.Input>()
  private nonisolated let saveFailureStore = MadeOnDemand<MutableProperty<(any Error)?>>()
  private let loader: Loader
  private let timer: LoadTimer?
  private var generation: UInt64 = 0
  /// Edits made while the load in flight runs, replayed over its result.
  private var editsDuringLoad: [(inout Value) -> Void] = []
  /// Whether an edit is saved: false from a failed load until a load succeeds or a value is
  /// set, so a value that never came from the store is never written over it.
  private var savesEdits = true
  /// The saves under way, made at the first edit to save.
  private var saves: SaveQueue<Value>?
  /// The properties ``editable(_:whenEmpty:)`` made, by field: one per field, alive as long as
  /// the source, so a binding to one works however briefly the caller holds it.
  var editableFields: [AnyKeyPath: AnyObject] = [:]

  private enum Loader {
    case fixed
    case function(@Sendable () async throws -> Value)
    case overridden
  }

  /// A source that loads with `load`, failing with ``LoadTimeout`` if a load takes longer than
  /// `timeout` on `clock`.
  public init(
    timeout: Duration? = nil, clock: any Clock<Duration> = ContinuousClock(),
    load: @escaping @Sendable () async throws -> Value
  ) {
    loader = .function(load)
    timer = timeout.map { LoadTimer(interval: $0, clock: clock) }
  }

  /// A source for a subclass that overrides ``load()``.
  public init(timeout: Duration? = nil, clock: any Clock<Duration> = ContinuousClock()) {
    loader = .overridden
    timer = timeout.map { LoadTimer(interval: $0, clock: clock) }
  }

  /// A source that holds `value` and never loads.
  public static func constant(_ value: Value) -> DataSource {
    DataSource(holding: value)
  }

  private convenience init(holding value: Value) {
    self.init()
    settle(with: value)
  }

  /// A source with no value until one is given to it from outside.
  init() {
    loader = .fixed
    timer = nil
  }

  deinit {
    running.withLock { $0?.cancel() }
  }

  /// Loads the value; called by ``refresh()``. Override it in a subclass.
  ///
  /// It is cancelled when another load starts or the source is cancelled; check for
  /// cancellation in long work.
  open func load() async throws -> Value {
    guard case .function(let load) = loader else {
      throw DataSourceError.noLoader(source: String(describing: Self.self))
    }
    return try await load()
  }

  /// Whether `value` has nothing in it; a loaded value that does is reported as `empty`.
  ///
  /// By default: an empty collection or `nil`. A list of sections is empty only when it has no
  /// sections, so a section without rows keeps its header.
  open func isEmpty(_ value: Value) -> Bool { isEmptyValue(value) }

  /// Keeps `value` where ``load()`` reads it; called after each edit (``modify(_:)``). The
  /// default keeps nothing.
  ///
  /// It is called only while the last load succeeded: never after a failed one (so a store that
  /// could not be read is never written over) and never for the value a load just brought. An
  /// edit made while a load runs is saved once, over the load's result. Saves run one at a
  /// time, in order; edits made while one runs are saved together, as the latest value; a load
  /// waits for the save in flight. Each save is work under way (``PendingWork``). An error
  /// thrown here is ``saveFailure`` until a save or a load succeeds; the value keeps the edit,
  /// and the next save writes it.
  ///
  /// ```swift
  /// final class NotesSource: DataSource<[Note]> {
  ///   override func load() async throws -> [Note] { try await database.notes() }
  ///   override func save(_ notes: [Note]) async throws { try await database.replaceNotes(with: notes) }
  /// }
  /// ```
  open func save(_ value: Value) async throws {}

  /// Why the last save failed, shown until a save or a load succeeds; `nil` when nothing
  /// failed.
  public nonisolated var saveFailure: Property<(any Error)?> {
    saveFailureStore.get { MutableProperty(nil) }
  }

  private func clearSaveFailure() {
    if let store = saveFailureStore.existing, store.value != nil { store.value = nil }
  }

  /// Starts the first load, unless the source has already loaded or is loading.
  open func loadIfNeeded() {
    if case .idle = stateStore.value { refresh() }
  }

  /// Starts a new load, cancelling the one in flight. A source that does not load ignores it.
  open func refresh() {
    var operation: @Sendable () async throws -> Value
    switch loader {
    case .fixed: return
    case .function(let load): operation = { try Self.checked(await load()) }
    case .overridden: operation = { [self] in try Self.checked(await self.load()) }
    }
    // A load reads what the saves under way write.
    if let saves, saves.isSaving {
      let load = operation
      operation = {
        await saves.finished()
        return try await load()
      }
    }
    perform(operation) { source, value in source.loaded(value) }
  }

  /// Shows `value`, which a load brought, with the edits made meanwhile, and saves edits from
  /// now on.
  private func loaded(_ value: Value) {
    savesEdits = true
    clearSaveFailure()
    settle(with: value)
  }

  /// Cancels the load in flight, if any; the source goes back to the value it had, with the
  /// edits made meanwhile.
  public func cancel() {
    didCancel()
    guard stopRunning() else { return }
    generation &+= 1
    let edited = !editsDuringLoad.isEmpty
    editsDuringLoad = []
    if case .loading = stateStore.value { restoreSettledState() }
    if edited, let value = valueStore.value { saveIfAllowed(value) }
  }

  /// Changes the value in place: bindings, and the sources computed from this one, show it at
  /// once.
  ///
  /// A load in flight does not lose the edit: `change` is applied now and again over the
  /// load's result, so what the user typed during a refresh stays, and what the load brought
  /// that the edit did not touch shows too. Nor does a derived source's work on a large list off
  /// the main actor, though its state stays `loaded` meanwhile. Write `change` by identity (as
  /// ``item(_:)`` and ``editable(_:whenEmpty:)`` do) and it lands on the same element in the new
  /// list; an edit to an element the result no longer has is dropped with it. A failed or
  /// cancelled load leaves the edited value. An edit made while no load runs is simply the
  /// value: a later refresh shows what the load returns, so a source that must keep its edits
  /// saves them where ``load()`` reads them (``save(_:)``): each edit of a source whose last
  /// load succeeded is saved, and one made while a load runs is saved over its result.
  ///
  /// A source with no value has nothing to change: the edit only waits for a load in flight.
  public func modify(_ change: @escaping (inout Value) -> Void) {
    // Whatever the state shows: work that does not announce itself (a derived source's on a
    // large list) stays `loaded` while it runs, and its result would otherwise drop the edit.
    let loading = running.withLock { $0 != nil }
    if loading { editsDuringLoad.append(change) }
    guard var value = valueStore.value else { return }
    change(&value)
    replaceValue(with: value)
    // An edit during a load is saved once, with the load's result.
    if !loading { saveIfAllowed(value) }
  }

  /// Saves `value`, an edited value, unless the last load failed or the source holds no
  /// settled value.
  private func saveIfAllowed(_ value: Value) {
    guard savesEdits, stateStore.value.value != nil else { return }
    let saves = saves ?? SaveQueue()
    self.saves = saves
    saves.enqueue(value) { [self] value in
      do {
        try await save(value)
        clearSaveFailure()
      } catch {
        saveFailureStore.get { MutableProperty(nil) }.value = error
      }
    }
  }

  /// Shows `value` in place of the current one: as a new settled state when the source has
  /// settled, otherwise (loading, failed) as its value only, which it also sends to
  /// ``unsettledEdits`` so the sources following this one see it.
  func replaceValue(with value: Value) {
    switch stateStore.value {
    case .loaded, .empty: setState(settledState(for: value))
    case .idle, .loading, .failed:
      valueStore.value = value
      unsettledEditInput.existing?.send(value)
    }
  }

  /// Each value an edit gave the source while its state carried no value (loading or failed);
  /// an edit of a settled source shows as a new ``state`` instead.
  nonisolated var unsettledEdits: Signal<Value> {
    unsettledEditInput.get { Signal.Input() }.signal
  }

  /// Whether ``refresh()`` loads anything.
  var isRefreshable: Bool {
    if case .fixed = loader { false } else { true }
  }

  /// `value`, unless it is a list of `Identifiable` elements whose ids repeat: then the load
  /// fails with ``DuplicateIDs``, as a list that cannot tell its entries apart cannot be shown.
  /// Run with the load, off the main actor.
  private nonisolated static func checked(_ value: Value) throws -> Value {
    if let list = value as? any IdentifiedList, let duplicates = list.duplicateIDs() {
      throw duplicates
    }
    return value
  }

  /// Forgets the edits waiting for the load in flight, so its result shows without them; for a
  /// load that replaces the one they were made during with a value that never had them.
  func discardEditsDuringLoad() { editsDuringLoad = [] }

  /// Called by ``cancel()``; a subclass stops work of its own.
  func didCancel() {}

  /// Stops loading for good when the scene owning the source ends.
  func sceneDidEnd() { cancel() }

  /// Ends any load in flight, with the edits waiting for it, and shows `newState`.
  func interrupt(with newState: LoadState<Value>) {
    _ = stopRunning()
    generation &+= 1
    editsDuringLoad = []
    if newState.value != nil { savesEdits = true }
    setState(newState)
  }

  /// `loaded` or `empty`, as ``isEmpty(_:)`` says.
  func settledState(for value: Value) -> LoadState<Value> {
    isEmpty(value) ? .empty(value) : .loaded(value)
  }

  /// Sets the state; ``value`` follows it before the state's observers hear of it.
  func setState(_ newState: LoadState<Value>) {
    if let value = newState.value { valueStore.value = value }
    if case .failed = newState { savesEdits = false }
    stateStore.value = newState
  }

  /// Shows `value` as `loaded` or `empty`, as ``isEmpty(_:)`` says, with the edits made while
  /// the load that brought it ran applied over it.
  func settle(with value: Value) {
    var value = value
    let edits = editsDuringLoad
    editsDuringLoad = []
    for edit in edits { edit(&value) }
    setState(settledState(for: value))
    if !edits.isEmpty { saveIfAllowed(value) }
  }

  private func restoreSettledState() {
    if let value = valueStore.value { settle(with: value) } else { setState(.idle) }
  }

  /// Runs `operation` as this source's one load: the state is `loading` meanwhile (unless
  /// `announcing` is false: then the state shown stays until the result), a result is handed to
  /// `apply` and an error becomes `failed`, unless a newer load or a cancel came first.
  func perform<Result: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Result, announcing: Bool = true,
    apply: @escaping @MainActor (DataSource, Result) -> Void
  ) {
    _ = stopRunning()
    generation &+= 1
    let generation = generation
    let operation = startingTimer(operation)
    let work = PendingWork.begin()
    let task = Task { [weak self] in
      defer { work?.end() }
      let outcome: Swift.Result<Result, any Error>
      do {
        outcome = .success(try await operation())
      } catch {
        outcome = .failure(error)
      }
      guard let self, self.generation == generation, !Task.isCancelled else { return }
      running.withLock { $0 = nil }
      switch outcome {
      case .success(let result): apply(self, result)
      case .failure(let error):
        editsDuringLoad = []
        setState(.failed(error))
      }
    }
    running.withLock { $0 = task }
    // Announced once the task is the one running, so an observer of `loading` that edits or
    // cancels finds it (the task cannot start before this method returns to the main actor).
    if announcing { setState(.loading) }
  }

  /// `operation`, failing with ``LoadTimeout`` at the source's timeout, counted from now.
  func startingTimer<Result: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Result
  ) -> @Sendable () async throws -> Result {
    guard let timer else { return operation }
    let run: @Sendable (@escaping @Sendable () async throws -> Result) async throws -> Result =
      timer.start()
    return { try await run(operation) }
  }

  /// Cancels the task in flight; false when there was none.
  private func stopRunning() -> Bool {
    let task = running.withLock { task in
      defer { task = nil }
      return task
    }
    task?.cancel()
    return task != nil
  }
}

extension DataSource: SceneOwnedSource {}
