import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal

/// The terminal's side of scene files: the views a file names by kind, the theme's styles and
/// the file's own, stacks, and the tables and grids that show a scene's lists.
///
/// Styles are kept as ``/SymbiosisTerminal/ThemedStyle``s on the views, resolved when drawn, so a
/// scene follows a change of the screen's theme.
@MainActor
public final class TerminalScenePlatform: ScenePlatform {
  /// The kinds it builds: the standard kinds of `SceneSchema` (see ``TerminalViewKinds``).
  public let viewKinds: [String: ViewKind]
  /// Cells in each row of a grid.
  public let gridColumns: Int

  /// A platform whose `image` views load pictures with `imageLoader` (files on disk by
  /// default), a relative path from `imageFolder` (the current folder when `nil`), and whose
  /// grids have `gridColumns` cells a row.
  public init(
    imageLoader: ImageLoader = TerminalViewKinds.fileImages, imageFolder: URL? = nil,
    gridColumns: Int = 4
  ) {
    viewKinds = TerminalViewKinds.all(imageLoader: imageLoader, imageFolder: imageFolder)
    self.gridColumns = max(1, gridColumns)
  }

  /// Lays the style called `name` (one of `styles`, else the theme's,
  /// ``/SymbiosisTerminal/ThemeStyleName``) over everything `view` draws. It draws every
  /// attribute of `SceneSchema.styleAttributes`, so it refuses none.
  public func apply(style name: String, styles: [StyleDefinition], to view: any PlatformView) {
    guard let style = SceneStyleReader.style(named: name, in: styles) else { return }
    Self.terminalView(view).themedStyle = style
  }

  /// Takes `view`'s style away: it draws with the theme's style for its kind.
  public func removeStyle(from view: any PlatformView) {
    Self.terminalView(view).themedStyle = nil
  }

  /// A ``/SymbiosisTerminal/Stack`` of `views`.
  public func stack(_ axis: Axis, spacing: Int, views: [any PlatformView]) -> any PlatformView {
    Stack(axis, spacing: max(0, spacing), views.map(Self.terminalView))
  }

  /// A ``/SymbiosisTerminal/TableView`` (a ``/SymbiosisTerminal/GridView`` for a grid) of
  /// `request`'s rows, each section headed by its key, between the request's header and footer
  /// views. Space on a row sends its item on the list's `secondarySelections` while the request
  /// `hasSecondary`, and the controls of the highlighted row's cell take the focus.
  public func list<Item: Identifiable & Sendable>(_ request: ListRequest<Item>) -> ListView<Item> {
    typealias Row = SceneListRow<Item>
    let makeCell = request.makeCell
    let cell: @MainActor () -> SceneCellView<Item> = { SceneCellView(makeCell()) }
    let configure: @MainActor (SceneCellView<Item>, Row) -> Void = { $0.show($1.item) }
    // Every row is as tall as a cell that shows nothing yet: a table's rows are all one height.
    let rowHeight = max(1, cell().size(fitting: Size(width: 80, height: 24)).height)
    let table: TableView<String, String, Row, SceneCellView<Item>> =
      request.isGrid
      ? GridView(
        columns: gridColumns, rowHeight: rowHeight, cell: cell, configure: configure)
      : TableView(rowHeight: rowHeight, cell: cell, configure: configure)
    table.hasSecondary = request.hasSecondary
    // The table owns its rows' source, for as long as it lives, whatever binding scope the
    // scene is built in.
    table.show(request.rows.collection(sectionWhenEmpty: true))
    let parts = [request.header, table, request.footer].compactMap { $0 }
    return ListView(
      view: parts.count > 1 ? Stack(.vertical, spacing: 0, parts.map(Self.terminalView)) : table,
      selections: table.selections.map { $0.item },
      secondarySelections: table.secondarySelections.map { $0.item },
      highlights: table.highlights.map { $0?.item })
  }

  /// Gives `view` the scene file's `id`, by which a remade scene finds it again.
  public func identify(_ view: any PlatformView, as id: String) {
    Self.terminalView(view).sceneID = id
  }

  /// `view` as a terminal view, or a message in its place when it is another platform's.
  static func terminalView(_ view: any PlatformView) -> View {
    (view as? View)
      ?? Label(
        "a '\(type(of: view))' is not a terminal view", themeStyle: \.error, wraps: true)
  }
}
