import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import Searchy

@MainActor
@Suite("Searchy's status line")
struct SearchyStatusTests {
  private func songs(_ count: Int) -> [Song] {
    (0..<count).map { song($0, "Song \($0)", by: "Artist", on: nil) }
  }

  @Test func theCountIsHonest() {
    #expect(SearchStatus.count(of: SearchResults(songs(1))) == "1 song")
    #expect(SearchStatus.count(of: SearchResults(songs(2))) == "2 songs")
    #expect(
      SearchStatus.count(of: SearchResults(songs(200), matchCount: 517)) == "200 of 517 songs")
    #expect(SearchStatus.count(of: SearchResults(songs(10_000))) == "10,000 songs")
    #expect(
      SearchStatus.count(of: SearchResults(songs(200), matchCount: 12_345))
        == "200 of 12,345 songs")
  }

  @Test func skippedRecordsAreCounted() {
    #expect(
      SearchStatus.count(of: SearchResults(songs(2), skippedCount: 1))
        == "2 songs (1 unreadable record skipped)")
    let none = LoadState<SearchResults>.empty(SearchResults([], term: "x", skippedCount: 3))
    #expect(
      SearchyView.status(of: none, searched: "")
        == "No songs match “x”. (3 unreadable records skipped)")
  }

  @Test func aFailureSaysWhatHappenedAndThatEnterTriesAgain() {
    let failed = LoadState<SearchResults>.failed(
      SearchError.network("127.0.0.1:8766 refused the connection"))
    #expect(
      SearchyView.status(of: failed, searched: "x")
        == "Can't reach the music service: 127.0.0.1:8766 refused the connection. "
        + "Press Enter to try again.")
  }

  @Test func theIdleHintsQueriesThatFindSomethingInTheCatalog() async throws {
    let hint = SearchyView.status(of: .idle, searched: "")
    #expect(hint.contains("Ctrl-C quits"))
    let suggested = hint.split(separator: "“").dropFirst().compactMap {
      $0.split(separator: "”").first
    }
    #expect(suggested.count == 2)
    for term in suggested {
      #expect(!CatalogSearchService().results(for: String(term)).isEmpty, "\(term)")
    }
  }
}

@Suite struct SearchyNumberTests {
  /// Numbers read as en_US writes them, whatever their size or sign.
  @Test func numbersAreGroupedAsTheFormatStyleGroupsThem() {
    let style = IntegerFormatStyle<Int>(locale: Locale(identifier: "en_US"))
    var random = SeededRandom(seed: 5)
    var numbers = [0, 1, -1, 999, 1_000, -1_000, 999_999, 1_000_000, .max, .min]
    for digits in 1...18 {
      let bound = (0..<digits).reduce(1) { power, _ in power * 10 }
      numbers += (0..<20).map { _ in Int.random(in: -bound...bound, using: &random) }
    }
    for number in numbers {
      #expect(SearchStatus.grouped(number) == number.formatted(style), "\(number)")
    }
  }
}
