import Foundation
import Symbiosis

/// The status line under the search field, as every platform words it: what the search is
/// doing, how many songs it found, and why it failed.
public enum SearchStatus {
  /// What an idle screen suggests.
  static let idle = "Type to search: try “golden” or “moon”"

  /// The status line for `state`; `searched` is the term of a search still running (results
  /// name their own).
  static func text(of state: LoadState<SearchResults>, searched: String) -> String {
    switch state {
    case .idle: idle
    case .loading: "Searching for “\(searched)”…"
    case .loaded(let found): count(of: found)
    case .empty(let found): "No songs match “\(found.term)”.\(skipped(in: found))"
    case .failed(let error): "\(error.localizedDescription) Press Enter to try again."
    }
  }

  /// "1 song", "200 of 517 songs", "10,000 songs", and the records skipped, if any.
  static func count(of found: SearchResults) -> String {
    let shown = grouped(found.count)
    let count =
      found.isCapped
      ? "\(shown) of \(grouped(found.matchCount)) songs"
      : found.count == 1 ? "1 song" : "\(shown) songs"
    return count + skipped(in: found)
  }

  /// " (2 unreadable records skipped)", or nothing when none were.
  private static func skipped(in found: SearchResults) -> String {
    switch found.skippedCount {
    case 0: ""
    case 1: " (1 unreadable record skipped)"
    case let skipped: " (\(grouped(skipped)) unreadable records skipped)"
    }
  }

  /// `number` with its thousands separated by commas, whatever the machine's locale: "50,206".
  /// Written out rather than through a format style, which cost 10,000 instructions a number,
  /// twice a keystroke.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number.magnitude).utf8)
    var text: [UInt8] = number < 0 ? [UInt8(ascii: "-")] : []
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(UInt8(ascii: ",")) }
      text.append(digit)
    }
    return String(decoding: text, as: UTF8.self)
  }
}
