import Foundation
import Symbiosis

/// What one session does for the actions of its scenes: navigation on its navigator, focus,
/// the clipboard and links through its page. Each session has its own, so two tabs never
/// share a navigator; it holds its session weakly, as actions keep their services.
@MainActor
final class WebSessionServices: NavigationService, FocusService, ClipboardService, URLOpener {
  private weak var session: WebSession?

  init(_ session: WebSession) { self.session = session }

  /// Sets the platform's services in `services` to this session's, keeping the app's own.
  func fill(_ services: inout PlatformServices) {
    services.navigation = self
    services.focus = self
    services.urlOpener = self
    services.clipboard = self
  }

  private func navigator() throws -> Navigator {
    guard let navigator = session?.navigator else { throw ServiceUnavailable("Navigation") }
    return navigator
  }

  func goBack() throws { try navigator().goBack() }

  func dismiss() throws { try navigator().dismiss() }

  func perform(_ segue: Segue, passing payload: (any Sendable)?, into name: String?) throws {
    try (navigator() as any NavigationService).perform(segue, passing: payload, into: name)
  }

  func perform(_ segue: Segue) throws -> Scene { try navigator().perform(segue) }

  /// Moves the focus to the next view that takes events after the one the browser last said
  /// has it (`f` operation).
  func focusNext() { session?.focusNext() }

  /// Puts `text` on the browser's clipboard (`copy` operation).
  func copy(_ text: String) async throws {
    guard let session else { throw ServiceUnavailable("The clipboard") }
    session.page.send(.copy(text))
  }

  /// Opens `url` in a new tab (`open` operation), when its scheme is one a page may open.
  func open(_ url: URL) async throws {
    guard let session else { throw ServiceUnavailable("Opening links") }
    guard let safe = SafeURL.checked(url.absoluteString), !safe.isEmpty else {
      throw WebSessionError.unsafeURL(url.absoluteString)
    }
    session.page.send(.open(url: safe))
  }
}
