import SymbiosisTerminal

/// A result row: the cover, then "artist — song" over the album.
@MainActor
final class SongRow: View {
  private let cover = ImageView()
  private let title = Label()
  private let album = Label(style: Theme.standard.secondary)
  private let artwork: Artwork
  private var loading: Task<Void, Never>?

  init(artwork: Artwork) {
    self.artwork = artwork
    super.init()
    cover.width = .fixed(4)
    addSubview(Stack(.horizontal, spacing: 1, [cover, Stack(.vertical, [title, album])]))
  }

  isolated deinit { loading?.cancel() }

  func show(_ song: Song) {
    title.text = "\(song.artistName) — \(song.trackName)"
    album.text = song.collectionName ?? ""
    cover.image = nil
    loading?.cancel()
    loading = Task { [weak self, artwork] in
      let image = await artwork.image(at: song.artworkUrl100)
      if !Task.isCancelled { self?.cover.image = image }
    }
  }
}
