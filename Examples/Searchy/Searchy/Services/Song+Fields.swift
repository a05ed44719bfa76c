import Foundation

extension Song {
  /// A song's fields other than its id, shared by its copies.
  final class Fields: Sendable {
    let trackName: String
    let artistName: String
    let collectionName: String?
    let collectionId: Int?
    let artworkUrl100: URL?
    let previewUrl: URL?
    let primaryGenreName: String?
    let releaseDate: Date?
    let trackTimeMillis: Int?

    init(
      trackName: String, artistName: String, collectionName: String?, collectionId: Int?,
      artworkUrl100: URL?, previewUrl: URL?, primaryGenreName: String?, releaseDate: Date?,
      trackTimeMillis: Int?
    ) {
      self.trackName = trackName
      self.artistName = artistName
      self.collectionName = collectionName
      self.collectionId = collectionId
      self.artworkUrl100 = artworkUrl100
      self.previewUrl = previewUrl
      self.primaryGenreName = primaryGenreName
      self.releaseDate = releaseDate
      self.trackTimeMillis = trackTimeMillis
    }

    /// Whether every field equals `other`'s.
    func isSame(as other: Fields) -> Bool {
      trackName == other.trackName && artistName == other.artistName
        && collectionName == other.collectionName && collectionId == other.collectionId
        && artworkUrl100 == other.artworkUrl100 && previewUrl == other.previewUrl
        && primaryGenreName == other.primaryGenreName && releaseDate == other.releaseDate
        && trackTimeMillis == other.trackTimeMillis
    }

    /// Hashes every field.
    func hash(into hasher: inout Hasher) {
      hasher.combine(trackName)
      hasher.combine(artistName)
      hasher.combine(collectionName)
      hasher.combine(collectionId)
      hasher.combine(artworkUrl100)
      hasher.combine(previewUrl)
      hasher.combine(primaryGenreName)
      hasher.combine(releaseDate)
      hasher.combine(trackTimeMillis)
    }
  }
}
