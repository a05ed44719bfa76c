import Foundation
import Symbiosis
import SymbiosisTerminal

/// A song's page: a large cover beside its title, artist, album, genre, year, length and
/// preview address, both from the top.
@MainActor
public final class SongDetailView: View {
  /// The page of `song`, with its cover from `artwork`.
  public init(song: Song, artwork: ImageLoader) {
    super.init()
    let cover = ImageView()
    cover.width = .fill
    let facts = Label(Self.facts(of: song), wraps: true)
    facts.width = .fill(2)
    let page = Stack(.horizontal, spacing: 2, alignment: .leading, [cover, facts])
    page.padding = Insets(1)
    addSubview(page)
    cover.load(song.artworkUrl100, from: artwork)
  }

  static func facts(of song: Song) -> String {
    let length = song.trackTimeMillis.map {
      Duration.seconds($0 / 1000).formatted(.time(pattern: .minuteSecond))
    }
    return [
      song.shownTitle, "by \(song.shownArtist)", "", "Album   \(song.collectionName ?? "—")",
      "Genre   \(song.primaryGenreName ?? "—")",
      "Year    \(song.releaseDate?.formatted(.dateTime.year()) ?? "—")",
      "Length  \(length ?? "—")",
      "Preview \(song.previewUrl?.absoluteString ?? "—")",
    ].joined(separator: "\n")
  }
}
