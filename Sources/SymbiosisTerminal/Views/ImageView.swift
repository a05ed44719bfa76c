import Foundation
import Symbiosis

/// A picture drawn with half-block cells: each cell shows two pixels, one above the other,
/// scaled to fit the view with its aspect kept and centred.
public final class ImageView: View {
  /// The picture; `nil` shows nothing. Setting it ends a ``load(_:from:)`` still running, so a
  /// late picture never replaces one set since.
  public var image: Bitmap? {
    didSet {
      loading?.cancel()
      loading = nil
      rendered = nil
      setNeedsDisplay()
    }
  }
  /// What transparent pixels are drawn over.
  public var backdrop = RGBA.black {
    didSet {
      rendered = nil
      setNeedsDisplay()
    }
  }
  /// The last conversion, kept while the picture and the view's size stay the same.
  private var rendered: (columns: Int, rows: Int, cells: HalfBlockImage)?
  private var loading: Task<Void, Never>?

  /// A view showing `image`.
  public init(_ image: Bitmap? = nil) {
    self.image = image
  }

  isolated deinit { loading?.cancel() }

  /// Shows the picture at `url` from `loader` once it arrives, and none until then or when it
  /// cannot be had: a cell reused for another item shows no stale picture. A later call replaces
  /// a load still running.
  public func load(_ url: URL?, from loader: ImageLoader) {
    image = nil
    guard let url else { return }
    let work = PendingWork.begin()
    loading = Task { [weak self] in
      defer { work?.end() }
      let picture = try? await loader.image(at: url)
      if !Task.isCancelled, let self { self.image = picture }
    }
  }

  /// The picture's size in cells, two pixels a cell high, shrunk to fit `proposal`.
  public override func contentSize(fitting proposal: Size) -> Size {
    guard let image, !image.isEmpty else { return .zero }
    // A cell is one pixel wide and two tall.
    let scale = min(
      1, Double(proposal.width) / Double(image.width),
      Double(proposal.height * 2) / Double(image.height))
    return Size(
      width: max(1, Int(Double(image.width) * scale)),
      height: max(1, Int((Double(image.height) * scale / 2).rounded(.up))))
  }

  /// Draws the picture in half blocks, centred, as it is: a selection laid over the row it is
  /// in does not change its colours. On a terminal with 16 colours each half block takes the
  /// standard colour nearest to its pixel; on one without colours a plain placeholder of the
  /// same size shows instead.
  public override func draw(_ canvas: inout Canvas) {
    super.draw(&canvas)
    let area = contentFrame
    guard let cells = cells(columns: area.width, rows: area.height) else { return }
    let left = padding.left + (area.width - cells.columns) / 2
    let top = padding.top + (area.height - cells.rows) / 2
    let colorSupport = screen?.colorSupport ?? .truecolor
    // A cell at a time, like the picture: a row as one string would be allocated every frame.
    guard colorSupport != .none else {
      for row in 0..<cells.rows {
        for column in 0..<cells.columns {
          canvas.text(Self.placeholder, x: left + column, y: top + row, style: theme.secondary)
        }
      }
      return
    }
    let overlay = canvas.overlay
    canvas.overlay = nil
    defer { canvas.overlay = overlay }
    for row in 0..<cells.rows {
      for column in 0..<cells.columns {
        let cell = cells[column, row]
        let style =
          colorSupport == .ansi16
          ? Style(foreground: Self.standard(cell.top), background: Self.standard(cell.bottom))
          : Style(foreground: cell.foreground, background: cell.background)
        canvas.text(String(HalfBlockImage.glyph), x: left + column, y: top + row, style: style)
      }
    }
  }

  /// The standard colour nearest to `pixel`: measured on each pixel, not through the 256
  /// colours, so that a picture keeps every hue the 16 can give.
  private static func standard(_ pixel: RGBA) -> Color {
    .ansi(ColorPalette.nearestANSI(red: pixel.r, green: pixel.g, blue: pixel.b))
  }

  /// The glyph of the placeholder shown instead of a picture on terminals without colours.
  static let placeholder = "░"

  private func cells(columns: Int, rows: Int) -> HalfBlockImage? {
    guard let image, !image.isEmpty, columns > 0, rows > 0 else { return nil }
    if let rendered, rendered.columns == columns, rendered.rows == rows { return rendered.cells }
    let cells = HalfBlockImage(image, fittingColumns: columns, rows: rows, background: backdrop)
    rendered = (columns, rows, cells)
    return cells
  }
}
