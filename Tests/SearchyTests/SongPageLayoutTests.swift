import Foundation
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@testable import Searchy

@MainActor
@Suite("The song page")
struct SongPageLayoutTests {
  @Test func theCoverAndTheFactsStartOnTheSameRow() async throws {
    let song = Song(
      trackId: 1, trackName: "Waterloo", artistName: "ABBA", collectionName: "Waterloo",
      collectionId: 7, artworkUrl100: URL(string: "catalog-art://7"), previewUrl: nil,
      primaryGenreName: nil, releaseDate: nil, trackTimeMillis: nil)
    let terminal = TestTerminal(
      SongDetailView(song: song, artwork: Artwork.loader { _ in [] }), columns: 60, rows: 30)
    await terminal.settled()
    #expect(terminal.text.contains("▀"))
    let title = try #require(terminal.lines.firstIndex { $0.contains("Waterloo") })
    let cover = try #require(terminal.lines.firstIndex { $0.contains("▀") })
    #expect(cover == title)
  }
}
