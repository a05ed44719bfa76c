import Observation

/// Updates views from a data source's value, every time it changes, in one place.
///
/// Subclass it, declare the views it updates as ``Outlet``s and override ``update(with:)``:
///
/// ```swift
/// final class PersonHeightYardstickBinding: Binding<Person> {
///   @Outlet var view: YardstickView
///   override func update(with person: Person) { view.heightInInches = person.heightInInches }
/// }
/// try binding.connect(to: personSource, outlets: ["view": yardstick])
/// ```
///
/// `update` runs on the main actor, at once when connected to a value and then after each
/// change. Reads of `@Observable` objects inside it are tracked too: when one of them changes,
/// `update` runs again. The binding lives as long as its views: it ends when one of them goes,
/// or when ``disconnect()`` is called, and the views never hold it.
@MainActor
open class Binding<Value: Sendable> {
  private var connection: Subscription?
  private var connectionID: UInt64 = 0
  private var heldSource: AnyObject?
  private var isActive = false
  private var latest: Value?
  private var generation: UInt64 = 0
  lazy var parts = BindingParts(of: self)

  /// A binding with its outlets not yet connected.
  public init() {}

  /// Shows `value` in the outlets. Override it; the default does nothing.
  open func update(with value: Value) {}

  /// Connects the named views to outlets, then shows the source's value from now on and loads
  /// it if the source has not. The binding keeps the source alive while it is connected.
  ///
  /// - Throws: ``WiringError`` when a name is not an outlet, a view has the wrong type or an
  ///   outlet is left unconnected. Nothing changes then.
  public func connect(
    to source: DataSource<Value>, outlets views: [String: AnyObject] = [:],
    file: String = #fileID, line: Int = #line, column: Int = #column
  ) throws {
    try connect(
      source.value.values.ignoreNil(), holding: source, outlets: views,
      location: "\(file):\(line):\(column)")
    source.loadIfNeeded()
  }

  /// Connects the named views to outlets, then shows each value of `source` from now on.
  ///
  /// - Throws: ``WiringError`` when a name is not an outlet, a view has the wrong type or an
  ///   outlet is left unconnected. Nothing changes then.
  public func connect(
    to source: some BindingSource<Value>, outlets views: [String: AnyObject] = [:],
    file: String = #fileID, line: Int = #line, column: Int = #column
  ) throws {
    try connect(
      source.bindingSignal, holding: nil, outlets: views, location: "\(file):\(line):\(column)")
  }

  private func connect(
    _ values: Signal<Value>, holding source: AnyObject?, outlets views: [String: AnyObject],
    location: String
  ) throws {
    try parts.wire(views, binding: Self.self, location: location)
    disconnect()
    willConnect()
    connectionID &+= 1
    let id = connectionID
    heldSource = source
    setActive(true)
    let observation = ClosureBindingConnection(.mainActor { [self] (value: Value) in apply(value) })
      .connect(values, during: nil)
    let stop = Subscription([
      observation,
      Subscription { [weak self] in
        Task.immediate { @MainActor in self?.connectionEnded(id) }
      },
    ])
    let endings = parts.endOfViews { stop.cancel() }
    connection = BindingScope.register(Subscription([stop, endings]))
  }

  /// Stops updating the views.
  public func disconnect() {
    connection?.cancel()
    connectionEnded(connectionID)
  }

  /// Whether the binding is connected: it has not been disconnected, and neither its views nor
  /// the scope it was made in have ended.
  public var isConnected: Bool { connection != nil }

  /// Called before each connection; a subclass resets what it kept from the last one.
  func willConnect() {}

  private func connectionEnded(_ id: UInt64) {
    guard id == connectionID, connection != nil || isActive else { return }
    connection = nil
    heldSource = nil
    generation &+= 1
    setActive(false)
  }

  private func setActive(_ active: Bool) {
    isActive = active
    latest = nil
    for member in parts.members { member.setActive(active) }
  }

  private func apply(_ value: Value) {
    guard isActive else { return }
    guard !parts.areViewsGone else { return disconnect() }
    latest = value
    for member in parts.members { member.apply(value) }
    track(value)
  }

  /// Runs `update` and runs it again when an `@Observable` property it read changes.
  private func track(_ value: Value) {
    generation &+= 1
    let generation = generation
    withObservationTracking {
      update(with: value)
    } onChange: { [weak self] in
      let work = PendingWork.begin()
      Task { @MainActor in
        self?.retrack(generation)
        work?.end()
      }
    }
  }

  private func retrack(_ generation: UInt64) {
    guard isActive, generation == self.generation, let latest else { return }
    guard !parts.areViewsGone else { return disconnect() }
    track(latest)
  }

  /// Bindings run with this one and wired with it; a ``BindingSet`` has them.
  func memberBindings() -> [(name: String, binding: Binding<Value>)] { [] }
}
