/// The songs that match in each field a search looks at: the title, the artist, the album.
struct FieldMatches: Sendable {
  /// Songs matching in their title.
  var title: SongSet
  /// Songs matching in their artist.
  var artist: SongSet
  /// Songs matching in their album.
  var album: SongSet

  /// No songs, of a catalog of `capacity` songs.
  init(capacity: Int) {
    title = SongSet(capacity: capacity)
    artist = SongSet(capacity: capacity)
    album = SongSet(capacity: capacity)
  }

  /// Adds the songs of `entries`: each a song's position shifted left by 3 over a bit for each
  /// field it holds a word in (``WordIndex/title``, ``WordIndex/artist``, ``WordIndex/album``).
  mutating func insert(_ entries: [UInt32]) {
    let capacity = title.words.count * 64
    title.withUnsafeMutableWords { title in
      artist.withUnsafeMutableWords { artist in
        album.withUnsafeMutableWords { album in
          for entry in entries {
            let position = Int(entry >> 3)
            precondition(position < capacity, "a song outside the catalog")
            let (word, bit) = (position / 64, UInt64(1) << UInt64(position % 64))
            // Without branches: a field's bit is all ones or all zeros.
            title[word] |= bit & (0 &- UInt64(entry & 1))
            artist[word] |= bit & (0 &- UInt64(entry >> 1 & 1))
            album[word] |= bit & (0 &- UInt64(entry >> 2 & 1))
          }
        }
      }
    }
  }

  /// The songs matching in any field.
  var any: SongSet {
    var any = title
    any.formUnion(artist)
    any.formUnion(album)
    return any
  }

  /// Adds the songs `other` holds, field by field.
  mutating func formUnion(_ other: FieldMatches) {
    title.formUnion(other.title)
    artist.formUnion(other.artist)
    album.formUnion(other.album)
  }

  /// Keeps the songs `other` holds too, field by field.
  mutating func formIntersection(_ other: FieldMatches) {
    title.formIntersection(other.title)
    artist.formIntersection(other.artist)
    album.formIntersection(other.album)
  }
}
