/// What the platform does for actions — navigation, focus, opening links, the clipboard — and the
/// app's own dependencies, looked up where the action runs.
///
/// The platform installs its services when its app starts (``install(_:)``). A test, a scene or
/// a subtree overrides some of them for a scope (`with(_:operation:)`); a service
/// not overridden falls back to the installed one when it is looked up. An ``Action`` keeps the
/// scope current when it is made and runs in it, so tests that give their own services run in
/// parallel and change nothing global.
///
/// ```swift
/// let copy = PlatformServices.with({ $0.clipboard = fakeClipboard }) { Action.copy() }
/// let results = services[SearchServiceKey.self]   // an app's own dependency
/// ```
///
/// An action whose service is missing fails with ``ServiceUnavailable``, a value a binding can
/// show, never a crash.
public struct PlatformServices: Sendable {
  private var entries: [ObjectIdentifier: any Sendable] = [:]
  private var fallsBackToInstalled = false

  /// Only the services given; any left out are unavailable (not the installed ones).
  public init(
    navigation: (any NavigationService)? = nil, focus: (any FocusService)? = nil,
    urlOpener: (any URLOpener)? = nil, clipboard: (any ClipboardService)? = nil
  ) {
    if let navigation { self.navigation = navigation }
    if let focus { self.focus = focus }
    if let urlOpener { self.urlOpener = urlOpener }
    if let clipboard { self.clipboard = clipboard }
  }

  /// Goes back, dismisses and performs segues; a ``Navigator`` is one.
  public var navigation: (any NavigationService)? {
    get { self[NavigationKey.self] }
    set { self[NavigationKey.self] = newValue }
  }
  /// Moves keyboard focus.
  public var focus: (any FocusService)? {
    get { self[FocusKey.self] }
    set { self[FocusKey.self] = newValue }
  }
  /// Opens links.
  public var urlOpener: (any URLOpener)? {
    get { self[URLOpenerKey.self] }
    set { self[URLOpenerKey.self] = newValue }
  }
  /// Holds copied text.
  public var clipboard: (any ClipboardService)? {
    get { self[ClipboardKey.self] }
    set { self[ClipboardKey.self] = newValue }
  }

  /// The service `key` names: the one set here, else (in a scope) the installed one, else the
  /// key's default.
  public subscript<Key: ServiceKey>(key: Key.Type) -> Key.Value {
    get {
      if let entry = entries[ObjectIdentifier(key)] as? Entry<Key.Value> { return entry.value }
      return fallsBackToInstalled ? Self.installed[key] : Key.defaultValue
    }
    set { entries[ObjectIdentifier(key)] = Entry(value: newValue) }
  }

  /// The service at `field`, or ``ServiceUnavailable`` naming it `name` when there is none.
  public func require<Service>(
    _ field: KeyPath<PlatformServices, Service?>, _ name: String
  ) throws -> Service {
    guard let service = self[keyPath: field] else { throw ServiceUnavailable(name) }
    return service
  }

  /// What code here sees: the innermost override scope, falling back to the installed
  /// services for anything it does not set.
  public static var current: PlatformServices {
    scope ?? PlatformServices(fallingBack: [:])
  }

  /// The services installed for the whole process.
  public static var installed: PlatformServices { installedStore.withLock { $0 } }

  /// Installs `services` for the whole process: each one set in `services` replaces the
  /// installed one; the others stay. A platform calls it when its app starts.
  public static func install(_ services: PlatformServices) {
    installedStore.withLock { $0.entries.merge(services.entries) { _, new in new } }
  }

  /// Installs each service set in `services` that is not installed yet: a platform's own,
  /// which it may install again whenever it needs them, and which an app's ``install(_:)``
  /// replaces whether it comes before or after.
  public static func installDefaults(_ services: PlatformServices) {
    installedStore.withLock { $0.entries.merge(services.entries) { installed, _ in installed } }
  }

  /// Runs `operation` with the services `overrides` sets, and the current ones for the rest.
  ///
  /// Actions made in `operation` keep these services when they run later.
  public static func with<Result>(
    _ overrides: (inout PlatformServices) -> Void, operation: () throws -> Result
  ) rethrows -> Result {
    try $scope.withValue(overriding(overrides), operation: operation)
  }

  /// Runs `operation` with the services `overrides` sets, and the current ones for the rest.
  ///
  /// Actions made in `operation` keep these services when they run later.
  public static func with<Result>(
    _ overrides: (inout PlatformServices) -> Void,
    operation: () async throws -> Result,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> Result {
    try await $scope.withValue(overriding(overrides), operation: operation)
  }

  /// The scope an action runs in, set by `with(_:operation:)` and by running actions.
  @TaskLocal static var scope: PlatformServices?

  private static let installedStore = Locked(PlatformServices())

  private init(fallingBack entries: [ObjectIdentifier: any Sendable]) {
    self.entries = entries
    fallsBackToInstalled = true
  }

  private static func overriding(
    _ overrides: (inout PlatformServices) -> Void
  ) -> PlatformServices {
    var services = current
    overrides(&services)
    return services
  }

  /// A value kept by its key's type, so an optional service set to `nil` stays set.
  private struct Entry<Value: Sendable>: Sendable {
    let value: Value
  }

  private enum NavigationKey: ServiceKey {
    static var defaultValue: (any NavigationService)? { nil }
  }
  private enum FocusKey: ServiceKey {
    static var defaultValue: (any FocusService)? { nil }
  }
  private enum URLOpenerKey: ServiceKey {
    static var defaultValue: (any URLOpener)? { nil }
  }
  private enum ClipboardKey: ServiceKey {
    static var defaultValue: (any ClipboardService)? { nil }
  }
}
