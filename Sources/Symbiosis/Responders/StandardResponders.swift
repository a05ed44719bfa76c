#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Goes back a screen: a Back button's responder.
@MainActor
public final class GoBackResponder: Responder<Void> {
  private let navigation: (any NavigationService)?

  /// A responder using `navigation`, or the platform's when `nil`.
  public init(navigation: (any NavigationService)? = nil) { self.navigation = navigation }

  /// Goes back.
  public override func respond(to value: Void) async throws {
    try service(navigation, \.navigation, "Navigation").goBack()
  }
}

/// Closes a modal screen: a Done button's responder.
@MainActor
public final class DismissResponder: Responder<Void> {
  private let navigation: (any NavigationService)?

  /// A responder using `navigation`, or the platform's when `nil`.
  public init(navigation: (any NavigationService)? = nil) { self.navigation = navigation }

  /// Dismisses the top modal screen.
  public override func respond(to value: Void) async throws {
    try service(navigation, \.navigation, "Navigation").dismiss()
  }
}

/// Moves focus to the next field: a form's Return key.
@MainActor
public final class FocusNextResponder: Responder<Void> {
  private let focus: (any FocusService)?

  /// A responder using `focus`, or the platform's when `nil`.
  public init(focus: (any FocusService)? = nil) { self.focus = focus }

  /// Focuses the next field.
  public override func respond(to value: Void) async throws {
    try service(focus, \.focus, "Focus").focusNext()
  }
}

/// Opens the source's link.
@MainActor
public final class OpenURLResponder: Responder<URL> {
  private let opener: (any URLOpener)?

  /// A responder using `opener`, or the platform's when `nil`.
  public init(opener: (any URLOpener)? = nil) { self.opener = opener }

  /// Opens `url`.
  public override func respond(to url: URL) async throws {
    try await service(opener, \.urlOpener, "Opening links").open(url)
  }
}

/// Copies the source's text to the clipboard.
@MainActor
public final class CopyResponder: Responder<String> {
  private let clipboard: (any ClipboardService)?

  /// A responder using `clipboard`, or the platform's when `nil`.
  public init(clipboard: (any ClipboardService)? = nil) { self.clipboard = clipboard }

  /// Copies `text`.
  public override func respond(to text: String) async throws {
    try await service(clipboard, \.clipboard, "The clipboard").copy(text)
  }
}

/// The service given to a responder, else the platform's, else ``ServiceUnavailable``.
@MainActor
private func service<Service>(
  _ given: Service?, _ platform: KeyPath<PlatformServices, Service?>, _ name: String
) throws -> Service {
  guard let service = given ?? PlatformServices.current[keyPath: platform] else {
    throw ServiceUnavailable(name)
  }
  return service
}
