import Foundation
import Searchy

/// Invented songs from a seed, in the iTunes Search API's JSON format: catalogs of any size for
/// the benchmarks, and the source of Searchy's shipped `catalog.json` (2,400 songs, seed 2,016).
enum CatalogGenerator {
  /// `count` invented songs for `seed`, decoded from ``json(count:seed:)``.
  static func songs(count: Int, seed: UInt64 = 2_016) -> [Song] {
    // The JSON is ours, so it always decodes; a failure is a bug.
    try! Song.decodeResults(from: json(count: count, seed: seed)).songs
  }

  /// A response body listing `count` invented songs, in albums of 8 to 14, one song a line.
  static func json(count: Int, seed: UInt64 = 2_016) -> Data {
    var state = seed
    func random(_ bound: Int) -> Int {  // Knuth's MMIX generator: the same on every platform.
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    func pick(_ words: [Substring]) -> String { String(words[random(words.count)]) }
    let dates = ISO8601DateFormatter()
    var songs: [String] = []
    // Titles taken, by artist: a repeated pick is drawn again, so no artist has two songs of
    // one title while the words allow (210 titles an artist; a catalog of 100,000 songs runs
    // out, and then only an album's titles are kept distinct).
    var taken: [String: Set<String>] = [:]
    while songs.count < count {
      let (album, artist) = (1_000 + songs.count, "\(pick(first)) \(pick(last))")
      let (albumName, genre) = ("\(pick(nouns)) of \(pick(nouns))", pick(genres))
      let released = Date(timeIntervalSince1970: Double(random(23_725) - 3_652) * 86_400 + 25_200)
      let date = dates.string(from: released)
      var albumTitles: Set<String> = []
      for _ in 0..<min(8 + random(7), count - songs.count) {
        let id = 10_000_000 + songs.count
        var title = "\(pick(adjectives)) \(pick(nouns))"
        var draws = 1
        while taken[artist]?.contains(title) == true,
          draws < 50 || albumTitles.contains(title)
        {
          title = "\(pick(adjectives)) \(pick(nouns))"
          draws += 1
        }
        taken[artist, default: []].insert(title)
        albumTitles.insert(title)
        // Written by hand, keys sorted: our words need no escaping, and JSONSerialization took
        // 13 s for 100,000 songs.
        songs.append(
          "{\"artistName\":\"\(artist)\",\"artworkUrl100\":\"catalog-art://\(album)\","
            + "\"collectionId\":\(album),\"collectionName\":\"\(albumName)\","
            + "\"previewUrl\":\"catalog-preview://\(id)\",\"primaryGenreName\":\"\(genre)\","
            + "\"releaseDate\":\"\(date)\",\"trackId\":\(id),"
            + "\"trackName\":\"\(title)\","
            + "\"trackTimeMillis\":\(90_000 + random(300_000))}")
      }
    }
    let body = "{\"resultCount\":\(count),\"results\":[\n\(songs.joined(separator: ",\n"))]}\n"
    return Data(body.utf8)
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
