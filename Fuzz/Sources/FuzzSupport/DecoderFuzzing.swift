import SymbiosisTerminal
import SymbiosisTerminalImages

/// What the image fuzzers share: one input through ``ImageDecoder``, as one format.
public enum DecoderFuzzing {
  /// Decodes libFuzzer's input as `format`: its first bytes are replaced by the format's
  /// signature, so that no run is spent on inputs the decoder turns away unread.
  ///
  /// The decoder's promise is checked, not just its survival: any input gives a bitmap of the
  /// size it names or an error, never a crash; a bitmap's size must match its pixels.
  public static func decode(_ data: UnsafePointer<UInt8>?, _ size: Int, as format: ImageFormat) {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let signature = format.signature
    let bytes = signature + input.dropFirst(signature.count)
    guard let bitmap = try? ImageDecoder.decode(bytes) else { return }
    precondition(
      bitmap.width > 0 && bitmap.height > 0
        && bitmap.pixels.count == bitmap.width * bitmap.height * 4,
      "a decoded bitmap's size does not match its pixels")
  }
}
