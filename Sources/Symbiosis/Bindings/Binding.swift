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
  private var isActive = false
  private var latest: Value?
  private var generation: UInt64 = 0
  lazy var parts = BindingParts(of: self)

  /// A binding with its outlets not yet connected.
  public init() {}

  /// Shows `value` in the outlets. Override it; the default does nothing.
  open func update(with value: Value) {}

  /// Connects the named views to outlets, then shows the source's value from now on and loads
  /// it if the source has not.
  ///
  /// - Throws: ``WiringError`` when a name is not an outlet, a view has the wrong type or an
  ///   outlet is left unconnected. Nothing is connected then.
  public func connect(
    to source: DataSource<Value>, outlets views: [String: AnyObject] = [:],
    file: String = #fileID, line: Int = #line, column: Int = #column
  ) throws {
    try connect(
      to: source.value.values.ignoreNil(), outlets: views, file: file, line: line, column: column)
    source.loadIfNeeded()
  }

  /// Connects the named views to outlets, then shows each value of `source` from now on.
  ///
  /// - Throws: ``WiringError`` when a name is not an outlet, a view has the wrong type or an
  ///   outlet is left unconnected. Nothing is connected then.
  public func connect(
    to source: some BindingSource<Value>, outlets views: [String: AnyObject] = [:],
    file: String = #fileID, line: Int = #line, column: Int = #column
  ) throws {
    try parts.wire(views, binding: Self.self, location: "\(file):\(line):\(column)")
    disconnect()
    setActive(true)
    let delivery = MainActorDelivery { [self] (value: Value) in apply(value) }
    let observation = source.bindingSignal.observeValues { delivery.deliver($0) }
    let stop = Subscription([Subscription { delivery.close() }, observation])
    let endings = parts.viewLifetimes.map { $0.observeEnded { stop.cancel() } }
    connection = BindingScope.register(Subscription([stop] + endings))
  }

  /// Stops updating the views.
  public func disconnect() {
    connection?.cancel()
    connection = nil
    setActive(false)
  }

  /// Whether the binding is connected and its views are still there.
  public var isConnected: Bool { connection != nil }

  private func setActive(_ active: Bool) {
    isActive = active
    latest = nil
    for member in parts.members { member.setActive(active) }
  }

  private func apply(_ value: Value) {
    guard isActive else { return }
    guard !parts.hasLostView else { return disconnect() }
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
      Task { @MainActor in self?.retrack(generation) }
    }
  }

  private func retrack(_ generation: UInt64) {
    guard isActive, generation == self.generation, let latest else { return }
    track(latest)
  }

  /// Bindings run with this one and wired with it; a ``BindingSet`` has them.
  func memberBindings() -> [(name: String, binding: Binding<Value>)] { [] }
}
