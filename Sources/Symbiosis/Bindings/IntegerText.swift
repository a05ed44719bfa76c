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
  ///   empty, is not a number, is not a whole number ("'12.5' is not a whole number."), or is
  ///   outside ``range`` (or an `Int`).
  public func convertBack(_ text: String) throws(ConversionError) -> Int {
    let trimmed = text.trimmingWhitespace
    guard let value = Int(trimmed) else { throw ConversionError(problem(with: trimmed)) }
    if let range, !range.contains(value) { throw ConversionError(outOfRange(range)) }
    return value
  }

  /// What is wrong with `text`, which is no integer.
  private func problem(with text: String) -> String {
    guard !text.isEmpty else { return "Enter a number." }
    guard let number = Double(text), number.isFinite else { return "'\(text)' is not a number." }
    if number.rounded(.towardZero) != number { return "'\(text)' is not a whole number." }
    if let range { return outOfRange(range) }
    return "'\(text)' is too \(number < 0 ? "small" : "large")."
  }

  private func outOfRange(_ range: ClosedRange<Int>) -> String {
    "Enter a number from \(range.lowerBound) to \(range.upperBound)."
  }
}
