import SymbiosisWeb

/// A song's page in a browser: its cover beside its title, artist, album, genre, year, length
/// and preview address, as the terminal's ``SongDetailView`` lists them.
@MainActor
final class SongWebPage: WebView {
  init(song: Song) {
    super.init(tag: "div", classes: "searchy-song")
    let cover = CoverWebView(size: 160)
    cover.show(song.artworkUrl100)
    let facts = WebLabel(SongDetailView.facts(of: song), wraps: true)
    addChild(WebStack(.horizontal, spacing: 4, [cover, facts]))
  }
}
