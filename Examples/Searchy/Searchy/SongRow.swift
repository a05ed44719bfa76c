import SymbiosisTerminal

/// A result row: the cover, then "artist — song" over the album.
@MainActor
final class SongRow: View {
  private let cover = ImageView()
  private let title = Label()
  private let album = Label(themeStyle: \.secondary)
  private let artwork: ImageLoader

  init(artwork: ImageLoader) {
    self.artwork = artwork
    super.init()
    cover.width = .fixed(4)
    addSubview(Stack(.horizontal, spacing: 1, [cover, Stack(.vertical, [title, album])]))
  }

  func show(_ song: Song) {
    title.text = "\(song.shownArtist) — \(song.shownTitle)"
    album.text = song.collectionName ?? ""
    cover.load(song.artworkUrl100, from: artwork)
  }
}
