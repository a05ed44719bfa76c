/// Why pixel data could not become a ``Bitmap``.
public enum BitmapError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A width or height below zero.
  case negativeSize(width: Int, height: Int)
  /// `width × height × 4` does not fit in memory at all.
  case sizeOverflows(width: Int, height: Int)
  /// The byte count is not `width × height × 4`.
  case pixelCountMismatch(width: Int, height: Int, expectedBytes: Int, actualBytes: Int)

  /// A sentence naming the size and what was wrong with it.
  public var description: String {
    switch self {
    case .negativeSize(let width, let height):
      return "A bitmap cannot be \(width)×\(height): sizes must be zero or more."
    case .sizeOverflows(let width, let height):
      return "A \(width)×\(height) bitmap is too large to address."
    case .pixelCountMismatch(let width, let height, let expected, let actual):
      return
        "A \(width)×\(height) RGBA bitmap needs \(expected) bytes, but \(actual) were given."
    }
  }
}
