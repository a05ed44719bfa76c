import Foundation

/// The embedded offline catalog: invented songs generated from a seed in the iTunes JSON format.
///
/// Generating at start, rather than shipping a JSON resource, keeps a large data file and resource
/// bundles out of the package and lets benchmarks ask for any size; decoding the generated JSON
/// makes the offline path exercise the real service's decoder.
public enum Catalog {
  /// The 2,400 songs searched offline; the same on every run.
  public static let songs = generated(count: 2_400)

  /// `count` invented songs for `seed`, decoded from ``json(count:seed:)``.
  public static func generated(count: Int, seed: UInt64 = 2_016) -> [Song] {
    // The JSON is ours, so it always decodes; a failure is a bug that the tests catch.
    try! Song.decodeResults(from: json(count: count, seed: seed))
  }

  /// An iTunes Search API response body listing `count` invented songs, in albums of 8 to 14.
  public static func json(count: Int, seed: UInt64 = 2_016) -> Data {
    var state = seed
    func random(_ bound: Int) -> Int {  // Knuth's MMIX generator: the same on every platform.
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    func pick(_ words: [Substring]) -> String { String(words[random(words.count)]) }
    var songs: [Song] = []
    while songs.count < count {
      let (album, artist) = (1_000 + songs.count, "\(pick(first)) \(pick(last))")
      let (albumName, genre) = ("\(pick(nouns)) of \(pick(nouns))", pick(genres))
      let released = Date(timeIntervalSince1970: Double(random(23_725) - 3_652) * 86_400 + 25_200)
      for _ in 0..<min(8 + random(7), count - songs.count) {
        let id = 10_000_000 + songs.count
        songs.append(
          Song(
            trackId: id, trackName: "\(pick(adjectives)) \(pick(nouns))", artistName: artist,
            collectionName: albumName, collectionId: album,
            artworkUrl100: URL(string: "catalog-art://\(album)"),
            previewUrl: URL(string: "catalog-preview://\(id)"), primaryGenreName: genre,
            releaseDate: released, trackTimeMillis: 90_000 + random(300_000)))
      }
    }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = .sortedKeys  // Otherwise the key order changes from run to run.
    return try! encoder.encode(Song.Response(resultCount: songs.count, results: songs))
  }

  private static let first = "Ada Bruno Céline Dario Elin Gus Hana Léa Milo Otto Pía Tomás Zoë"
    .split(separator: " ")
  private static let last = "Álvarez Brandt Castell Eklund Garnier Kowal Moreau Novák Quill Vance"
    .split(separator: " ")
  private static let adjectives = """
    Golden Silent Electric Velvet Broken Midnight Crimson Hollow Wild Lonely Neon Paper Naïve Blue
    """.split(separator: " ")
  private static let nouns = """
    Moon River Heart Highway Garden Mirror Ocean Fire Shadow Dream Café Summer Rain Soirée Piñata
    """.split(separator: " ")
  private static let genres =
    "Rock Pop Jazz Blues Folk Electronic Classical Country R&B/Soul Reggae"
    .split(separator: " ")
}
