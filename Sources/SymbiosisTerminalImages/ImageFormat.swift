/// An encoded image format the decoder reads, recognised by its leading bytes.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Portable Network Graphics.
  case png
  /// JPEG (JFIF, Exif or Adobe).
  case jpeg

  /// The format whose signature starts `bytes`, or nil when none does.
  public init?(detecting bytes: some Collection<UInt8>) {
    guard let format = Self.allCases.first(where: { bytes.starts(with: $0.signature) }) else {
      return nil
    }
    self = format
  }

  /// The bytes every file of this format begins with.
  public var signature: [UInt8] {
    switch self {
    case .png: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    case .jpeg: [0xFF, 0xD8, 0xFF]
    }
  }

  /// The format's usual name, as in "PNG".
  public var description: String {
    switch self {
    case .png: "PNG"
    case .jpeg: "JPEG"
    }
  }
}
