import Foundation
import Symbiosis

/// What Enter in the search field does, on every platform: it goes into the results when they
/// are the typed term's, once they come when they are on their way, or searches again after a
/// failure.
@MainActor
final class ResultsOpening {
  /// Enter was pressed before the results for the term typed had come: open them when they do.
  private var opensWhenShown = false
  /// Moves the focus into the results.
  private let focusResults: @MainActor () -> Void
  /// Asks for the search again.
  private let retry: @MainActor () -> Void

  init(focusResults: @escaping @MainActor () -> Void, retry: @escaping @MainActor () -> Void) {
    self.focusResults = focusResults
    self.retry = retry
  }

  /// Enter in the field holding `term`, while the screen shows `state`.
  func submit(_ term: String, showing state: LoadState<SearchResults>) {
    let term = term.trimmingCharacters(in: .whitespaces)
    guard !term.isEmpty else { return }
    switch state {
    case .loaded(let found) where found.term == term: focusResults()
    case .failed: retry()
    default: opensWhenShown = true
    }
  }

  /// The field changed: an Enter pressed for an older term no longer applies.
  func edited() { opensWhenShown = false }

  /// The screen shows `state` while the field holds `term`.
  func shown(_ state: LoadState<SearchResults>, for term: String) {
    switch state {
    case .loaded(let found)
    where opensWhenShown && found.term == term.trimmingCharacters(in: .whitespaces):
      opensWhenShown = false
      focusResults()
    case .empty, .failed: opensWhenShown = false
    default: break
    }
  }
}
