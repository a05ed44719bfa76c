#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the platform does for the standard actions: navigation, focus, links, clipboard.
///
/// A platform fills ``current`` when it starts; tests give actions their own services. An
/// action whose service is missing fails with ``ServiceUnavailable``, a value a binding can
/// show, never a crash.
@MainActor
public struct PlatformServices {
  /// Goes back and dismisses; a ``Navigator`` is one.
  public var navigation: (any NavigationService)?
  /// Moves keyboard focus.
  public var focus: (any FocusService)?
  /// Opens links.
  public var urlOpener: (any URLOpener)?
  /// Holds copied text.
  public var clipboard: (any ClipboardService)?

  /// Services as given; any left out are unavailable.
  public init(
    navigation: (any NavigationService)? = nil, focus: (any FocusService)? = nil,
    urlOpener: (any URLOpener)? = nil, clipboard: (any ClipboardService)? = nil
  ) {
    self.navigation = navigation
    self.focus = focus
    self.urlOpener = urlOpener
    self.clipboard = clipboard
  }

  /// The running platform's services.
  public static var current = PlatformServices()

  /// The service given to an action, else this one, else ``ServiceUnavailable``.
  func require<Service>(
    _ given: Service?, _ field: KeyPath<PlatformServices, Service?>, _ name: String
  ) throws -> Service {
    guard let service = given ?? self[keyPath: field] else { throw ServiceUnavailable(name) }
    return service
  }
}

/// Performs segues, goes back a screen and dismisses modal ones; a ``Navigator`` is one.
@MainActor
public protocol NavigationService: AnyObject {
  /// Makes `segue`'s destination, passes `payload` into its source called `name` (or the one
  /// whose type matches), and shows it.
  ///
  /// - Throws: ``NavigationError`` when `payload` is `nil` or no source, or more than one, can
  ///   take it; nothing is shown then.
  func perform(_ segue: Segue, passing payload: (any Sendable)?, into name: String?) throws
  /// Leaves the top screen of the current stack.
  func goBack() throws
  /// Closes the top modal screen.
  func dismiss() throws
}

/// Moves keyboard focus between the views that take it.
@MainActor
public protocol FocusService: AnyObject {
  /// Focuses the next view, as Tab does.
  func focusNext()
}

/// Opens a link in whatever the platform opens links with.
public protocol URLOpener: Sendable {
  /// Opens `url`.
  func open(_ url: URL) async throws
}

/// Holds text the user copied.
public protocol ClipboardService: Sendable {
  /// Puts `text` on the clipboard.
  func copy(_ text: String) async throws
}

/// An action's platform service that is not there.
public struct ServiceUnavailable: Error, Hashable, CustomStringConvertible {
  /// The missing service.
  public let service: String

  /// An error for a missing `service`.
  public init(_ service: String) { self.service = service }

  /// A sentence for the user.
  public var description: String { "\(service) is not available here." }
}
