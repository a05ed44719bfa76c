import Symbiosis
import SymbiosisTerminal
import SymbiosisTesting
import Testing

@MainActor
@Suite("Images and the terminal's colours")
struct ImageViewColorTests {
  private static let red = RGBA(r: 200, g: 30, b: 30)
  private static let blue = RGBA(r: 30, g: 30, b: 200)

  /// Two pixels wide and four tall: red above blue, two cells high.
  private static func picture() -> Bitmap {
    var bitmap = Bitmap(width: 2, height: 4)
    for y in 0..<4 {
      for x in 0..<2 { bitmap[x, y] = y < 2 ? red : blue }
    }
    return bitmap
  }

  @Test(arguments: [ColorSupport.none, .ansi16])
  func withFewColoursAPlaceholderShowsInsteadOfStripes(support: ColorSupport) {
    let terminal = TestTerminal(
      ImageView(Self.picture()), columns: 2, rows: 2, colorSupport: support)
    #expect(terminal.lines == ["░░", "░░"])
    #expect(terminal.cell(x: 0, y: 0).style.attributes.contains(.dim))
  }

  @Test(arguments: [ColorSupport.indexed256, .truecolor])
  func withManyColoursThePictureShows(support: ColorSupport) {
    let terminal = TestTerminal(
      ImageView(Self.picture()), columns: 2, rows: 2, colorSupport: support)
    #expect(terminal.lines == ["▀▀", "▀▀"])
  }

  /// A row of a table: a picture, then a title.
  final class PictureRow: View {
    let picture = ImageView(ImageViewColorTests.picture())
    let title = Label()

    override init() {
      super.init()
      picture.width = .fixed(2)
      addSubview(Stack(.horizontal, spacing: 1, [picture, title]))
    }
  }

  struct Song: Identifiable, Equatable, Sendable {
    let id: Int
  }

  @Test func aSelectedRowsHighlightLeavesItsPictureAsItIs() async throws {
    let table = TableView<Int, String, Song, PictureRow>(rowHeight: 2, cell: { PictureRow() }) {
      row, song in row.title.text = "song \(song.id)"
    }
    table.bind(to: CollectionState(items: Property(value: [Song(id: 1), Song(id: 2)])))
    let terminal = TestTerminal(table, columns: 12, rows: 4)
    try await waitUntil { terminal.lines.first == "▀▀ song 1" }
    #expect(table.cursor != nil)
    // The title of the selected row is reversed; its picture keeps its own colours.
    #expect(terminal.cell(x: 3, y: 0).style.attributes.contains(.reverse))
    for (x, y) in [(0, 0), (1, 1)] {
      let selected = terminal.cell(x: x, y: y).style
      let other = terminal.cell(x: x, y: y + 2).style
      #expect(selected == other)
      #expect(!selected.attributes.contains(.reverse))
    }
    #expect(terminal.cell(x: 0, y: 0).style.foreground == Self.red.color)
  }
}
