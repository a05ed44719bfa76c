internal import CImageCodecs
import SymbiosisTerminal

/// Turns PNG or JPEG bytes into a ``/SymbiosisTerminal/Bitmap`` with the system's libpng and
/// libjpeg.
///
/// Any input is safe: damaged, truncated, hostile or random bytes give an
/// ``ImageDecodingError``, never a crash, a hang or output on the terminal. A picture is decoded
/// no larger than it will be shown, and a decode holds no more memory than its limit, so a
/// file of a few bytes declaring millions of pixels costs little.
public enum ImageDecoder {
  /// 64 megapixels: larger images are refused before any pixel memory is allocated.
  public static let defaultMaxPixelCount = Int(SYM_DEFAULT_MAX_PIXELS)

  /// 512 pixels: wider than any terminal is in cells, twice as tall, at 1 MiB a picture.
  public static let defaultMaxSide = 512

  /// 64 MiB: what any picture needs at ``defaultMaxSide``, except a progressive JPEG of more
  /// than about 20 megapixels (10 if its colour is not subsampled), whose coefficients libjpeg
  /// must hold in full whatever the scale.
  public static let defaultMemoryLimit = 64 << 20

  /// The image in `data`, whose format is recognised from its first bytes, shrunk with its
  /// aspect kept so that neither side exceeds `maxSide`.
  ///
  /// Shrinking averages whole blocks of pixels as rows arrive (after libjpeg's own 1/2 to 1/8
  /// scaling), so a side may end up to half of `maxSide`;
  /// ``/SymbiosisTerminal/Bitmap/scaled(toFit:)`` gives an exact size.
  ///
  /// - Parameters:
  ///   - data: PNG or JPEG bytes, from anywhere: nothing in them can crash the decode.
  ///   - maxPixelCount: the most pixels an image may declare; checked before any pixel memory
  ///     is allocated.
  ///   - maxSide: the longest side of the result; `Int.max` keeps the full size.
  ///   - memoryLimit: the most bytes the decode holds at once: its buffers, the libraries' and
  ///     the result.
  /// - Throws: ``ImageDecodingError``: among others,
  ///   ``ImageDecodingError/tooLarge(_:width:height:maxPixelCount:)`` for an image of more than
  ///   `maxPixelCount` pixels, and
  ///   ``ImageDecodingError/overMemoryLimit(_:width:height:memoryLimit:)`` for a decode that
  ///   would pass `memoryLimit`.
  public static func decode(
    _ data: some Collection<UInt8>, maxPixelCount: Int = defaultMaxPixelCount,
    maxSide: Int = defaultMaxSide, memoryLimit: Int = defaultMemoryLimit
  ) throws(ImageDecodingError) -> Bitmap {
    let options = sym_decode_options(
      max_pixels: UInt64(clamping: max(0, maxPixelCount)),
      max_side: UInt32(clamping: max(1, maxSide)), max_bytes: max(1, memoryLimit))
    let result =
      data.withContiguousStorageIfAvailable { decode($0, options) }
      ?? Array(data).withUnsafeBufferPointer { decode($0, options) }
    return try result.get()
  }

  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ options: sym_decode_options)
    -> Result<Bitmap, ImageDecodingError>
  {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return .failure(.emptyData) }
    guard let format = ImageFormat(detecting: bytes) else {
      return .failure(.unknownFormat(leadingBytes: Array(bytes.prefix(8))))
    }
    var message = [CChar](repeating: 0, count: Int(SYM_CODEC_MESSAGE_CAPACITY))
    var info = sym_decode_info()
    var options = options
    var decoder: OpaquePointer? = nil
    let codecFormat = Int32(format == .png ? SYM_FORMAT_PNG : SYM_FORMAT_JPEG)
    var status = message.withUnsafeMutableBufferPointer {
      Int(
        sym_decoder_open(
          codecFormat, base, bytes.count, &options, &decoder, &info, $0.baseAddress, $0.count))
    }
    defer { sym_decoder_close(decoder) }
    if status == SYM_CODEC_OK, let decoder {
      let count = Int(info.width) * Int(info.height) * 4
      // The codec writes straight into the bitmap's storage, which its memory limit counts.
      let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        status = message.withUnsafeMutableBufferPointer {
          Int(sym_decoder_read(decoder, buffer.baseAddress, &info, $0.baseAddress, $0.count))
        }
        initialized = status == SYM_CODEC_OK ? count : 0
      }
      if status == SYM_CODEC_OK {
        return .success(
          Bitmap(checkedWidth: Int(info.width), height: Int(info.height), pixels: pixels))
      }
    }
    return .failure(error(status: status, format: format, info: info, options: options, message))
  }

  private static func error(
    status: Int, format: ImageFormat, info: sym_decode_info, options: sym_decode_options,
    _ message: [CChar]
  ) -> ImageDecodingError {
    let (width, height) = (Int(info.source_width), Int(info.source_height))
    let reason = String(
      decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    switch status {
    case SYM_CODEC_TOO_LARGE:
      return .tooLarge(
        format, width: width, height: height, maxPixelCount: Int(clamping: options.max_pixels))
    case SYM_CODEC_OVER_LIMIT:
      return .overMemoryLimit(
        format, width: width, height: height, memoryLimit: options.max_bytes)
    case SYM_CODEC_NO_MEMORY:
      return .outOfMemory(format, width: width, height: height)
    case SYM_CODEC_UNSUPPORTED:
      return .unsupported(format, reason: reason)
    default:
      return .corrupt(format, reason: reason.isEmpty ? "unreadable data" : reason)
    }
  }
}
