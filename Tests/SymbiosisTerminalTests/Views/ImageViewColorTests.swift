import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
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

  @Test func withoutColoursAPlaceholderShows() {
    let terminal = TestTerminal(
      ImageView(Self.picture()), columns: 2, rows: 2, colorSupport: .none)
    #expect(terminal.lines == ["░░", "░░"])
    #expect(terminal.cell(x: 0, y: 0).style.attributes.contains(.dim))
  }

  /// xterm's values of the 16 standard colours, which "nearest" is measured against.
  private static let standardColours: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The standard colours nearest to `pixel`: more than one when two are as near.
  private static func nearestStandard(to pixel: RGBA) -> Set<Color> {
    let distances = standardColours.map { colour in
      let (red, green, blue) = (
        colour.0 - Int(pixel.r), colour.1 - Int(pixel.g), colour.2 - Int(pixel.b)
      )
      return red * red + green * green + blue * blue
    }
    let least = distances.min() ?? 0
    return Set(distances.indices.filter { distances[$0] == least }.map { Color.ansi(UInt8($0)) })
  }

  @Test func onSixteenColoursThePictureShowsInTheNearestStandardColours() {
    let terminal = TestTerminal(
      ImageView(Self.picture()), columns: 2, rows: 2, colorSupport: .ansi16)
    #expect(terminal.lines == ["▀▀", "▀▀"])
    #expect(terminal.cell(x: 0, y: 0).style.foreground == .red)
    #expect(terminal.cell(x: 0, y: 0).style.background == .red)
    #expect(terminal.cell(x: 1, y: 1).style.foreground == .blue)
  }

  /// Any pixel, on 16 colours, is drawn in the standard colour nearest to it, the upper half
  /// as the glyph's colour and the lower as the cell's.
  @Test func onSixteenColoursEachHalfBlockTakesItsNearestStandardColour() {
    var random = SeededRandom(seed: 29)
    for _ in 0..<300 {
      let top = RGBA(
        r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
        b: .random(in: 0...255, using: &random))
      let bottom = RGBA(
        r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
        b: .random(in: 0...255, using: &random))
      var bitmap = Bitmap(width: 1, height: 2)
      (bitmap[0, 0], bitmap[0, 1]) = (top, bottom)
      let terminal = TestTerminal(ImageView(bitmap), columns: 1, rows: 1, colorSupport: .ansi16)
      let style = terminal.cell(x: 0, y: 0).style
      #expect(terminal.lines == ["▀"])
      #expect(Self.nearestStandard(to: top).contains(style.foreground), "\(top)")
      #expect(Self.nearestStandard(to: bottom).contains(style.background), "\(bottom)")
    }
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
    await terminal.settled()
    #expect(terminal.lines.first == "▀▀ song 1")
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
