import Symbiosis

/// Wires a search screen, the terminal's or the browser's: every flow of data in one place.
public enum SearchyBinding {
  /// Shows `model`'s results in `view`, sends what the user types to `model`, and hands each
  /// selected song to `onSelect`.
  @MainActor
  public static func bind(
    view: some SearchScreen, model: SearchyModel, onSelect: @escaping @MainActor (Song) -> Void
  ) {
    view.reactive.state <~ model.results  // state into the view
    model.term <~ view.searchTerm  // user intent into the model
    onSelect <~ view.selections  // a closure is a target too
    let retry = { @MainActor (_: Void) in model.retry() }
    retry <~ view.retries  // after a failure, Enter searches again
  }
}
