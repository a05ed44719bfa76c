import SymbiosisTerminal

/// Why bytes could not be decoded into a ``/SymbiosisTerminal/Bitmap``.
public enum ImageDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// There were no bytes at all.
  case emptyData
  /// The bytes start with no known signature; holds up to the first 8 of them.
  case unknownFormat(leadingBytes: [UInt8])
  /// The data is damaged or cut short; `reason` is the codec library's own message.
  case corrupt(ImageFormat, reason: String)
  /// The data is valid but uses something this decoder cannot show.
  case unsupported(ImageFormat, reason: String)
  /// The header declares more pixels than allowed, so decoding was refused before allocating.
  case tooLarge(ImageFormat, width: Int, height: Int, maxPixelCount: Int)
  /// Memory for the pixels of an image within the limit could not be allocated.
  case outOfMemory(ImageFormat, width: Int, height: Int)
  /// Decoding the image would hold more than `memoryLimit` bytes at once.
  case overMemoryLimit(ImageFormat, width: Int, height: Int, memoryLimit: Int)

  /// A sentence a user can act on, naming the format and the offending detail.
  public var description: String {
    switch self {
    case .emptyData:
      return "The image data is empty."
    case .unknownFormat(let bytes):
      let hex = bytes.map(Self.hex).joined(separator: " ")
      return "The data is neither PNG nor JPEG; it starts with \(hex.isEmpty ? "nothing" : hex)."
    case .corrupt(let format, let reason):
      return "The \(format) data is corrupt or truncated: \(reason)."
    case .unsupported(let format, let reason):
      return "The \(format) image uses a feature that cannot be shown: \(reason)."
    case .tooLarge(let format, let width, let height, let limit):
      return
        "The \(format) image is \(width)×\(height) pixels, more than the limit of \(limit) pixels."
    case .outOfMemory(let format, let width, let height):
      return "There is not enough memory to decode the \(width)×\(height) \(format) image."
    case .overMemoryLimit(let format, let width, let height, let limit):
      return
        "Decoding the \(width)×\(height) \(format) image needs more than its memory limit of "
        + "\(limit) bytes."
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + digits : digits
  }
}
