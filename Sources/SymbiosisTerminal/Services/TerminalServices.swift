import Symbiosis

/// The terminal platform's services, installed when a ``Screen`` is made (by ``App`` or
/// `TestTerminal`): each acts on
/// the screen whose input led to it (the one handling the key or click that ran the action),
/// else on the running app's screen.
///
/// Finding the screen where the service is used, rather than installing one screen's services
/// for the whole process, lets tests drive many terminals in parallel, each action reaching its
/// own.
@MainActor
final class TerminalServices: NavigationService, FocusService, ClipboardService {
  /// The one instance; it holds nothing of its own.
  static let shared = TerminalServices()

  /// The screen a service used here acts on.
  private var screen: Screen? { Screen.handlingInput ?? Screen.running }

  /// Installs the terminal's services for the process, keeping any the app installed itself.
  static func install() {
    PlatformServices.installDefaults(
      PlatformServices(
        navigation: shared, focus: shared, urlOpener: SystemURLOpener(), clipboard: shared))
  }

  /// Performs `segue` on the navigator of the screen's navigation stack.
  func perform(_ segue: Segue, passing payload: (any Sendable)?, into name: String?) throws {
    guard let navigator = screen?.navigationStack?.navigator else {
      throw ServiceUnavailable("Navigation")
    }
    try (navigator as any NavigationService).perform(segue, passing: payload, into: name)
  }

  /// Performs `segue`, passing nothing, on the navigator of the screen's navigation stack.
  func perform(_ segue: Segue) throws -> Scene {
    guard let navigator = screen?.navigationStack?.navigator else {
      throw ServiceUnavailable("Navigation")
    }
    return navigator.perform(segue)
  }

  /// Goes back on the screen's navigation stack as its Back key does: on its navigator (see
  /// ``/Symbiosis/Navigator/back()``), or its own views.
  func goBack() throws {
    guard let stack = screen?.navigationStack else { throw ServiceUnavailable("Navigation") }
    if let navigator = stack.navigator {
      try navigator.back()
    } else if !stack.pop() {
      throw NavigationError.nothingToGoBackTo
    }
  }

  /// Closes the top modal scene of the navigator of the screen's navigation stack.
  func dismiss() throws {
    guard let screen else { throw ServiceUnavailable("Navigation") }
    guard let navigator = screen.navigationStack?.navigator else {
      throw NavigationError.nothingToDismiss
    }
    try navigator.dismiss()
  }

  /// Focuses the screen's next view; with no screen there is no focus to move.
  func focusNext() { screen?.focusNext() }

  /// Copies `text` with the screen's terminal (see ``TerminalClipboard``).
  func copy(_ text: String) async throws {
    guard let screen else { throw ServiceUnavailable("The clipboard") }
    try await TerminalClipboard(screen: screen).copy(text)
  }
}
