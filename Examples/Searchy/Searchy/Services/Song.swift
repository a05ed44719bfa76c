import Foundation
import Symbiosis

/// A song as the iTunes Search API describes it: the fields the app shows, all others ignored.
///
/// Its fields live in one shared, immutable box, so that a song is copied with one retain and
/// two copies of a song compare equal at once: a keystroke copies and compares hundreds of
/// songs (the results, the table's diff of them, its cells).
public struct Song: Codable, Sendable, Identifiable, Hashable {
  /// The iTunes track id.
  public var id: Int { trackId }
  /// The iTunes track id, unique within a catalog.
  public let trackId: Int
  private let fields: Fields

  /// The song's title.
  public var trackName: String { fields.trackName }
  /// Who performs it.
  public var artistName: String { fields.artistName }
  /// The album; the real API omits it for some singles.
  public var collectionName: String? { fields.collectionName }
  /// The album's id, which also names an embedded catalog song's cover.
  public var collectionId: Int? { fields.collectionId }
  /// A 100×100 cover: `catalog-art://<collectionId>` for an embedded catalog song.
  public var artworkUrl100: URL? { fields.artworkUrl100 }
  /// A short preview of the audio.
  public var previewUrl: URL? { fields.previewUrl }
  /// The genre, such as "Rock".
  public var primaryGenreName: String? { fields.primaryGenreName }
  /// When it was released.
  public var releaseDate: Date? { fields.releaseDate }
  /// How long it plays, in milliseconds.
  public var trackTimeMillis: Int? { fields.trackTimeMillis }

  /// A song of these fields.
  init(
    trackId: Int, trackName: String, artistName: String, collectionName: String?,
    collectionId: Int?, artworkUrl100: URL?, previewUrl: URL?, primaryGenreName: String?,
    releaseDate: Date?, trackTimeMillis: Int?
  ) {
    self.trackId = trackId
    fields = Fields(
      trackName: trackName, artistName: artistName, collectionName: collectionName,
      collectionId: collectionId, artworkUrl100: artworkUrl100, previewUrl: previewUrl,
      primaryGenreName: primaryGenreName, releaseDate: releaseDate,
      trackTimeMillis: trackTimeMillis)
  }

  /// Whether the two are the same song with the same fields.
  public static func == (a: Song, b: Song) -> Bool {
    a.trackId == b.trackId && (a.fields === b.fields || a.fields.isSame(as: b.fields))
  }

  /// Hashes every field.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(trackId)
    fields.hash(into: &hasher)
  }

  /// Writes every field under its API name, leaving out those missing.
  public func encode(to encoder: any Encoder) throws {
    var record = encoder.container(keyedBy: CodingKeys.self)
    try record.encode(trackId, forKey: .trackId)
    try record.encode(trackName, forKey: .trackName)
    try record.encode(artistName, forKey: .artistName)
    try record.encodeIfPresent(collectionName, forKey: .collectionName)
    try record.encodeIfPresent(collectionId, forKey: .collectionId)
    try record.encodeIfPresent(artworkUrl100, forKey: .artworkUrl100)
    try record.encodeIfPresent(previewUrl, forKey: .previewUrl)
    try record.encodeIfPresent(primaryGenreName, forKey: .primaryGenreName)
    try record.encodeIfPresent(releaseDate, forKey: .releaseDate)
    try record.encodeIfPresent(trackTimeMillis, forKey: .trackTimeMillis)
  }

  /// The API's names of the fields.
  enum CodingKeys: String, CodingKey {
    case trackId, trackName, artistName, collectionName, collectionId, artworkUrl100, previewUrl
    case primaryGenreName, releaseDate, trackTimeMillis
  }

  /// The title to show: "—" when it is blank.
  public var shownTitle: String { Self.shown(trackName) }
  /// The artist to show: "—" when it is blank.
  public var shownArtist: String { Self.shown(artistName) }

  private static func shown(_ text: String) -> String {
    text.allSatisfy(\.isWhitespace) ? "—" : text
  }

  /// The songs of an iTunes Search API response body. A record without a usable `trackId`,
  /// `trackName` or `artistName` is skipped and counted, so one bad record does not lose the
  /// others; a bad optional field (an `artworkUrl100` of "", a `releaseDate` that is not a date)
  /// is only missing from its song.
  ///
  /// - Throws: ``SearchError/malformed(_:)`` saying where the body is wrong, when it is not a
  ///   response at all.
  public static func decodeResults(from body: Data) throws -> SearchResults {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
      let records = try decoder.decode(Response.self, from: body).results
      let songs = records.compactMap(\.song)
      return SearchResults(songs, skippedCount: records.count - songs.count)
    } catch let error as DecodingError {
      throw SearchError.malformed(DecodingFailure(error).description)
    }
  }

  /// The body of an API response.
  struct Response: Decodable {
    var results: [Record]
  }

  /// One record of a response: its song, or `nil` when the record is malformed.
  struct Record: Decodable {
    let song: Song?

    init(from decoder: any Decoder) throws {
      song = try? Song(from: decoder)
    }
  }
}

extension Song {
  /// Decodes one record: a missing or mistyped id, title or artist fails it, while any other
  /// field that cannot be read (a wrong type, a date that is not ISO 8601, an address that is
  /// empty or has no scheme) is taken as missing, for this song alone.
  public init(from decoder: any Decoder) throws {
    let record = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      trackId: try record.decode(Int.self, forKey: .trackId),
      trackName: try record.decode(String.self, forKey: .trackName),
      artistName: try record.decode(String.self, forKey: .artistName),
      collectionName: record.lenient(String.self, forKey: .collectionName),
      collectionId: record.lenient(Int.self, forKey: .collectionId),
      artworkUrl100: record.lenient(URL.self, forKey: .artworkUrl100).flatMap(Self.absolute),
      previewUrl: record.lenient(URL.self, forKey: .previewUrl).flatMap(Self.absolute),
      primaryGenreName: record.lenient(String.self, forKey: .primaryGenreName),
      releaseDate: record.lenient(Date.self, forKey: .releaseDate),
      trackTimeMillis: record.lenient(Int.self, forKey: .trackTimeMillis))
  }

  /// `url` if it can be fetched: a relative address names nothing without a base.
  private static func absolute(_ url: URL) -> URL? { url.scheme == nil ? nil : url }
}

extension KeyedDecodingContainer {
  /// The value at `key`, or `nil` when it is absent, null or not a `T`.
  fileprivate func lenient<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
    (try? decodeIfPresent(type, forKey: key)) ?? nil
  }
}
