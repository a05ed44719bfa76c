import Symbiosis

/// What the search binding needs of a search screen, on any platform: the state it shows, and
/// the user's intents. The terminal's ``SearchyView`` and the browser's ``SearchyWebView`` are
/// two.
@MainActor
public protocol SearchScreen: LifetimeProviding, Sendable, AnyObject {
  /// What the screen shows.
  var state: LoadState<SearchResults> { get set }
  /// What the user types, after each change.
  var searchTerm: Signal<String> { get }
  /// Each song the user opens.
  var selections: Signal<Song> { get }
  /// Each time the user asks to search again after a failure.
  var retries: Signal<Void> { get }
}
