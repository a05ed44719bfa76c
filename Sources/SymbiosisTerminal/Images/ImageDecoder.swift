internal import CImageCodecs

/// Turns PNG or JPEG bytes into a ``Bitmap`` with the system's libpng and libjpeg.
///
/// Any input is safe: damaged, truncated, hostile or random bytes give an
/// ``ImageDecodingError``, never a crash, a hang or output on the terminal.
public enum ImageDecoder {
  /// 64 megapixels: larger images are refused before any pixel memory is allocated.
  public static let defaultMaxPixelCount = Int(SYM_DEFAULT_MAX_PIXELS)

  /// The image in `data`, whose format is recognised from its first bytes; an image with
  /// more than `maxPixelCount` pixels is refused with ``ImageDecodingError/tooLarge``.
  public static func decode(
    _ data: some Collection<UInt8>, maxPixelCount: Int = defaultMaxPixelCount
  ) throws(ImageDecodingError) -> Bitmap {
    let limit = UInt64(clamping: max(0, maxPixelCount))
    let result =
      data.withContiguousStorageIfAvailable { decode($0, limit: limit) }
      ?? Array(data).withUnsafeBufferPointer { decode($0, limit: limit) }
    return try result.get()
  }

  private typealias Codec =
    @convention(c) (
      UnsafePointer<UInt8>?, Int, UInt64, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?,
      UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<CChar>?,
      Int
    ) -> Int32

  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, limit: UInt64) -> Result<
    Bitmap, ImageDecodingError
  > {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return .failure(.emptyData) }
    guard let format = ImageFormat(detecting: bytes) else {
      return .failure(.unknownFormat(leadingBytes: Array(bytes.prefix(8))))
    }
    let codec: Codec = format == .png ? sym_decode_png : sym_decode_jpeg
    var rgba: UnsafeMutablePointer<UInt8>? = nil
    var width: UInt32 = 0
    var height: UInt32 = 0
    var message = [CChar](repeating: 0, count: Int(SYM_CODEC_MESSAGE_CAPACITY))
    let status = message.withUnsafeMutableBufferPointer {
      Int(codec(base, bytes.count, limit, &rgba, &width, &height, $0.baseAddress, $0.count))
    }
    defer { sym_image_free(rgba) }
    if status == SYM_CODEC_OK, let rgba {
      let count = Int(width) * Int(height) * 4
      let pixels = Array(UnsafeBufferPointer(start: rgba, count: count))
      return .success(Bitmap(checkedWidth: Int(width), height: Int(height), pixels: pixels))
    }
    return .failure(
      error(
        status: status, format: format, width: Int(width), height: Int(height),
        limit: limit, message: text(message)))
  }

  private static func error(
    status: Int, format: ImageFormat, width: Int, height: Int, limit: UInt64, message: String
  ) -> ImageDecodingError {
    switch status {
    case SYM_CODEC_TOO_LARGE:
      return .tooLarge(
        format, width: width, height: height, maxPixelCount: Int(clamping: limit))
    case SYM_CODEC_NO_MEMORY:
      return .outOfMemory(format, width: width, height: height)
    case SYM_CODEC_UNSUPPORTED:
      return .unsupported(format, reason: message)
    default:
      return .corrupt(format, reason: message.isEmpty ? "unreadable data" : message)
    }
  }

  private static func text(_ message: [CChar]) -> String {
    String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
