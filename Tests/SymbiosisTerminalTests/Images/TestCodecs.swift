import CImageCodecs
import SymbiosisTerminal
import SymbiosisTerminalImages

/// Real files made with the C encoders, so decoding tests read what libpng and libjpeg write.
enum TestCodecs {
  /// An encoder refused its input.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// `bitmap` as an 8-bit RGBA PNG.
  static func png(_ bitmap: Bitmap) throws -> [UInt8] {
    try png(bitmap.pixels, width: bitmap.width, height: bitmap.height, layout: SYM_PNG_RGBA)
  }

  /// A PNG from raw samples in one of the `SYM_PNG_*` layouts (any element type: 16-bit
  /// layouts take native-endian `UInt16`s).
  static func png<Sample>(
    _ samples: [Sample], width: Int, height: Int, layout: Int, colormap: [UInt8] = []
  ) throws -> [UInt8] {
    try samples.withUnsafeBytes { raw in
      try colormap.withUnsafeBufferPointer { map in
        try encoded { out, size, message, capacity in
          sym_encode_png(
            raw.baseAddress, UInt32(width), UInt32(height), Int32(layout), map.baseAddress,
            UInt32(colormap.count / 4), out, size, message, capacity)
        }
      }
    }
  }

  /// A JPEG from 8-bit samples in one of the `SYM_JPEG_*` layouts.
  static func jpeg(
    _ samples: [UInt8], width: Int, height: Int, layout: Int = SYM_JPEG_RGBA, quality: Int = 95
  ) throws -> [UInt8] {
    try samples.withUnsafeBufferPointer { raw in
      try encoded { out, size, message, capacity in
        sym_encode_jpeg(
          raw.baseAddress, UInt32(width), UInt32(height), Int32(layout), Int32(quality), out, size,
          message, capacity)
      }
    }
  }

  /// `bitmap` as a JPEG, alpha dropped; progressive, in libjpeg's usual scans, if asked.
  static func jpeg(_ bitmap: Bitmap, quality: Int = 95, progressive: Bool = false) throws
    -> [UInt8]
  {
    try jpeg(
      bitmap.pixels, width: bitmap.width, height: bitmap.height,
      layout: SYM_JPEG_RGBA | (progressive ? SYM_JPEG_PROGRESSIVE : 0), quality: quality)
  }

  /// What the decoder reports for decoding `file` (whose format is recognised) to fit
  /// `maxSide`: its status and message, the decoded size and the most bytes it held at once.
  static func measuredDecode(_ file: [UInt8], maxSide: Int, memoryLimit: Int = 0) -> (
    status: Int32, message: String, width: Int, height: Int, peakBytes: Int
  ) {
    var options = sym_decode_options(
      max_pixels: UInt64(SYM_DEFAULT_MAX_PIXELS), max_side: UInt32(maxSide),
      max_bytes: memoryLimit)
    let format = Int32(ImageFormat(detecting: file) == .png ? SYM_FORMAT_PNG : SYM_FORMAT_JPEG)
    var info = sym_decode_info()
    var decoder: OpaquePointer? = nil
    var message = [CChar](repeating: 0, count: 256)
    let status = message.withUnsafeMutableBufferPointer { text in
      file.withUnsafeBufferPointer {
        let opened = sym_decoder_open(
          format, $0.baseAddress, $0.count, &options, &decoder, &info, text.baseAddress!,
          text.count)
        guard opened == SYM_CODEC_OK else { return opened }
        var pixels = [UInt8](repeating: 0, count: Int(info.width) * Int(info.height) * 4)
        return sym_decoder_read(decoder, &pixels, &info, text.baseAddress!, text.count)
      }
    }
    sym_decoder_close(decoder)
    let text = String(decoding: message.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
    return (status, text, Int(info.width), Int(info.height), info.peak_bytes)
  }

  private static func encoded(
    _ encode: (
      UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>,
      UnsafeMutablePointer<CChar>, Int
    ) -> Int32
  ) throws -> [UInt8] {
    var out: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = message.withUnsafeMutableBufferPointer {
      encode(&out, &size, $0.baseAddress!, $0.count)
    }
    defer { sym_image_free(out) }
    guard status == SYM_CODEC_OK, let out else {
      let text = String(decoding: message.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
      throw Failure(description: "encoder failed (\(status)): \(text)")
    }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }
}
