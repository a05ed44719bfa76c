import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal

/// A table cell a scene file describes: its view, and how it shows the item of its row.
final class SceneCellView<Item: Sendable>: View {
  private let fill: @MainActor (Item) -> Void

  /// A cell showing `cell`'s view, which `cell` fills with each item.
  init(_ cell: SceneCell<Item>) {
    fill = cell.show
    super.init()
    addSubview(TerminalScenePlatform.terminalView(cell.view))
  }

  /// Shows `item`, replacing whatever the cell showed before.
  func show(_ item: Item) { fill(item) }
}
