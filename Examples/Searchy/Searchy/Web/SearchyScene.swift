import Symbiosis

/// Searchy as the screen a browser tab shows: its own search of `service`, and a song's page
/// pushed over it on selection.
public final class SearchyScene: Scene {
  private let service: any SearchService
  private let clock: any Clock<Duration>
  /// The search the screen shows, as long as the scene is shown.
  private var model: SearchyModel?

  /// The CSS of Searchy's own views: covers of 40 and 160 pixels, a song's facts beside the
  /// top of its cover.
  public static let stylesheet = """
    .searchy-cover > .sy-label[data-color] { display: block; min-width: 0; min-height: 0; }
    .searchy-cover-40 > .sy-label[data-color] { width: 40px; height: 40px; }
    .searchy-cover-160 > .sy-label[data-color] { width: 160px; height: 160px; }
    .searchy-cover > img { display: block; border-radius: 6px; }
    .searchy-song > .sy-row { align-items: flex-start; }

    """

  /// A search of `service`, debounced on `clock`.
  public init(service: any SearchService, clock: any Clock<Duration> = ContinuousClock()) {
    self.service = service
    self.clock = clock
    super.init(title: "Searchy")
  }

  /// The search screen, bound to a model of its own.
  public override func content() throws -> any PlatformView {
    let view = SearchyWebView()
    let model = SearchyModel(service: service, clock: clock)
    SearchyBinding.bind(view: view, model: model) { [weak self] song in
      self?.navigator?.push(SongWebPage(song: song), title: song.shownTitle)
    }
    self.model = model
    return view
  }
}
