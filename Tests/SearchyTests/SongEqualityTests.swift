import Foundation
import Testing

@testable import Searchy

/// A song compares, hashes and encodes by its fields, whichever copy holds them.
@Suite struct SongEqualityTests {
  static let base = Song(
    trackId: 7, trackName: "Blue Moon", artistName: "Otto Brandt", collectionName: "Night",
    collectionId: 70, artworkUrl100: URL(string: "catalog-art://70"),
    previewUrl: URL(string: "catalog-preview://7"), primaryGenreName: "Jazz",
    releaseDate: Date(timeIntervalSince1970: 86_400), trackTimeMillis: 180_000)

  /// The base song with one field changed, for each field.
  static let variants: [Song] = {
    let b = base
    func song(
      id: Int = b.trackId, name: String = b.trackName, artist: String = b.artistName,
      album: String?? = .none, albumID: Int?? = .none, art: URL?? = .none,
      preview: URL?? = .none, genre: String?? = .none, date: Date?? = .none,
      length: Int?? = .none
    ) -> Song {
      Song(
        trackId: id, trackName: name, artistName: artist,
        collectionName: album ?? b.collectionName, collectionId: albumID ?? b.collectionId,
        artworkUrl100: art ?? b.artworkUrl100, previewUrl: preview ?? b.previewUrl,
        primaryGenreName: genre ?? b.primaryGenreName, releaseDate: date ?? b.releaseDate,
        trackTimeMillis: length ?? b.trackTimeMillis)
    }
    return [
      song(id: 8), song(name: "Blue Moon "), song(artist: "Otto"), song(album: .some(nil)),
      song(album: "Day"), song(albumID: .some(nil)), song(albumID: 71),
      song(art: .some(nil)), song(art: URL(string: "catalog-art://71")),
      song(preview: .some(nil)), song(genre: "Rock"), song(date: .some(nil)),
      song(date: Date(timeIntervalSince1970: 0)), song(length: .some(nil)), song(length: 1),
    ]
  }()

  @Test func aSongEqualsItsCopiesAndASongOfTheSameFields() throws {
    let copy = Self.base
    let rebuilt = try JSONDecoder.iso8601.decode(
      Song.self, from: JSONEncoder.iso8601.encode(Self.base))
    #expect(copy == Self.base && rebuilt == Self.base)
    #expect(rebuilt.hashValue == Self.base.hashValue)
    #expect(Set([Self.base, copy, rebuilt]).count == 1)
  }

  @Test func aSongDiffersFromOneWithAnyFieldChanged() {
    for variant in Self.variants {
      #expect(variant != Self.base, "\(variant)")
      #expect(Self.base != variant, "\(variant)")
    }
    #expect(Set(Self.variants + [Self.base]).count == Self.variants.count + 1)
  }

  @Test func encodesTheAPIsNamesLeavingOutMissingFields() throws {
    let single = Song(
      trackId: 42, trackName: "Single", artistName: "Solo", collectionName: nil,
      collectionId: nil, artworkUrl100: nil, previewUrl: nil, primaryGenreName: nil,
      releaseDate: nil, trackTimeMillis: nil)
    let encoder = JSONEncoder.iso8601
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(single), as: UTF8.self)
    #expect(text == #"{"artistName":"Solo","trackId":42,"trackName":"Single"}"#)
  }
}

extension JSONEncoder {
  /// An encoder writing dates as the API does.
  fileprivate static var iso8601: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}

extension JSONDecoder {
  /// A decoder reading dates as the API writes them.
  fileprivate static var iso8601: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
