import Foundation
import Testing

@testable import Searchy

@MainActor
@Suite("What a song shows")
struct SongDisplayTests {
  @Test func aBlankTitleOrArtistShowsADash() {
    let blank = song(1, " ", by: "", on: nil)
    #expect(blank.shownTitle == "—")
    #expect(blank.shownArtist == "—")
    let facts = SongDetailView.facts(of: blank).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(facts.prefix(2) == ["—", "by —"])
    let named = song(2, "Waterloo", by: "ABBA", on: nil)
    #expect(named.shownTitle == "Waterloo" && named.shownArtist == "ABBA")
  }

  @Test func aMissingLengthShowsADashNotZero() {
    let facts = SongDetailView.facts(of: song(1, "a", by: "b", on: nil))
    #expect(facts.contains("Length  —"))
    #expect(!facts.contains("0:00"))
  }
}
