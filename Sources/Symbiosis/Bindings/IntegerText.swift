/// Converts an integer to text and back, within an optional range: a number field's converter.
public struct IntegerText: ReversibleConverter {
  /// The values accepted back; `nil` accepts any integer.
  public var range: ClosedRange<Int>?

  /// A converter accepting integers in `range`, or any integer.
  public init(range: ClosedRange<Int>? = nil) { self.range = range }

  /// The integer in decimal.
  public func convert(_ value: Int) -> String { String(value) }

  /// The integer `text` spells, ignoring surrounding spaces.
  ///
  /// - Throws: ``ConversionError`` saying what to enter, for the field to show, when `text` is
  ///   empty, is not a number, or is outside ``range``.
  public func convertBack(_ text: String) throws(ConversionError) -> Int {
    let trimmed = text.trimmingWhitespace
    guard let value = Int(trimmed) else {
      throw ConversionError(trimmed.isEmpty ? "Enter a number." : "'\(trimmed)' is not a number.")
    }
    if let range, !range.contains(value) {
      throw ConversionError("Enter a number from \(range.lowerBound) to \(range.upperBound).")
    }
    return value
  }
}
