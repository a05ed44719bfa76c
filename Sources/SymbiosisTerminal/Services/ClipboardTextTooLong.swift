/// Text refused by a clipboard because it is longer than the clipboard takes.
public struct ClipboardTextTooLong: Error, Hashable, CustomStringConvertible {
  /// The text's length in UTF-8 bytes.
  public let bytes: Int
  /// The longest text the clipboard takes, in UTF-8 bytes.
  public let limit: Int

  /// An error for a text of `bytes` bytes refused by a clipboard taking at most `limit`.
  public init(bytes: Int, limit: Int) {
    self.bytes = bytes
    self.limit = limit
  }

  /// A sentence for the user.
  public var description: String {
    "The text is too long to copy: \(bytes) bytes, at most \(limit)."
  }
}
