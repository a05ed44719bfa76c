/// The lines a view shows its text in at a width, kept until the text, the wrapping or the
/// width changes, so that a frame where none did lays nothing out again.
///
/// Every view showing text that is cut or wrapped to its width holds one. Making the lines
/// again reuses the storage of the ones before, and a line is a part of the text, not a copy:
/// laying out new text allocates nothing once the storage has grown to its number of lines.
package struct TextLayout {
  /// The text laid out.
  package var text: String {
    didSet {
      // By bytes, as `Label.text`: canonically equal text may be drawn with other scalars.
      guard !text.utf8.elementsEqual(oldValue.utf8) else { return }
      singleLineWidth = Self.singleLineWidth(of: text)
      invalidate()
    }
  }
  /// Whether long text wraps onto more lines rather than being cut with "…".
  var wraps: Bool { didSet { if wraps != oldValue { invalidate() } } }

  private var storage: [TextLine] = []
  /// The widths the lines in `storage` hold for, `nil` when they must be made again: a text
  /// that fits on one line shows the same at every width from its own.
  private var widths: ClosedRange<Int>?
  /// The columns the text takes on one row, or `nil` when it has a line break.
  private var singleLineWidth: Int?

  /// The layout of `text`, wrapped or cut.
  package init(_ text: String = "", wraps: Bool = false) {
    self.text = text
    self.wraps = wraps
    singleLineWidth = Self.singleLineWidth(of: text)
  }

  /// The lines at `width` columns: one, unless it wraps (a line break in text that does not
  /// wrap shows as a space, so it never takes more rows than it was given). Below 1 column:
  /// none when it wraps, an empty one when it does not.
  package mutating func lines(width: Int) -> [TextLine] {
    if widths?.contains(width) != true { layOut(width: width) }
    return storage
  }

  private mutating func invalidate() { widths = nil }

  private mutating func layOut(width: Int) {
    storage.removeAll(keepingCapacity: true)
    guard width > 0 else {
      // No room: no lines when wrapping, one empty line when cutting.
      if !wraps { storage.append(TextLine(text: text[..<text.startIndex], width: 0, isCut: false)) }
      widths = Int.min...0
      return
    }
    // Wrapping drops spaces that start a line, so text starting with one is wrapped even when
    // it fits.
    if let singleLineWidth, singleLineWidth <= width, !wraps || text.first != " " {
      storage.append(TextLine(text: text[...], width: singleLineWidth, isCut: false))
      widths = max(1, singleLineWidth)...Int.max
      return
    }
    widths = width...width
    if wraps {
      TextMeasure.wrap(text[...], to: width, into: &storage)
    } else {
      storage.append(TextMeasure.truncated(text[...], to: width))
    }
  }

  private static func singleLineWidth(of text: String) -> Int? {
    var total = 0
    for character in text {
      if character.isNewline { return nil }
      total += TextMeasure.width(of: character)
    }
    return total
  }
}
