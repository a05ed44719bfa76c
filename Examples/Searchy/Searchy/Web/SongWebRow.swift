import SymbiosisWeb

/// A result row in a browser: the cover, then "artist — song" over the album.
@MainActor
final class SongWebRow: WebView {
  private let cover = CoverWebView(size: 40)
  private let title = WebLabel()
  private let album = WebLabel()

  init() {
    super.init(tag: "div", classes: "searchy-row")
    album.themeRole = "secondary"
    addChild(WebStack(.horizontal, spacing: 2, [cover, WebStack(.vertical, [title, album])]))
  }

  func show(_ song: Song) {
    title.text = "\(song.shownArtist) — \(song.shownTitle)"
    album.text = song.collectionName ?? ""
    cover.show(song.artworkUrl100)
  }
}
