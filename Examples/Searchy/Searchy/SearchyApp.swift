import Symbiosis
import SymbiosisTerminal

/// Searchy's screens: the search, and a song's page pushed over it on selection.
@MainActor
public final class SearchyApp {
  /// The navigation stack holding the screens; the app's root view.
  public let navigation = NavigationStack()
  /// The search screen.
  public let search: SearchyView
  private let model: SearchyModel

  /// The app searching `service`, with covers from `artwork`, debouncing on `clock`.
  public init(
    service: any SearchService, artwork: ImageLoader,
    clock: some Clock<Duration> = ContinuousClock()
  ) {
    model = SearchyModel(service: service, clock: clock)
    search = SearchyView(artwork: artwork)
    navigation.push(search.root, title: "Searchy")
    SearchyBinding.bind(view: search, model: model) { [weak navigation] song in
      navigation?.push(SongDetailView(song: song, artwork: artwork), title: song.shownTitle)
    }
  }
}
