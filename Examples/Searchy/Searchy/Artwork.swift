import Foundation
import SymbiosisTerminal
import SymbiosisTerminalImages

/// Song covers: drawn for the offline catalog's `catalog-art:` addresses, else downloaded.
public enum Artwork {
  /// A loader of covers that fetches the bytes of real ones with `download`.
  public static func loader(
    download: @escaping @Sendable (URL) async throws -> [UInt8]
  ) -> ImageLoader {
    ImageLoader { url in
      url.scheme == "catalog-art"
        ? drawnCover(seed: url.host() ?? url.absoluteString)
        : try await ImageDecodingBudget.shared.decode(try await download(url))
    }
  }

  /// A cover made from `seed`: two colours in diagonal stripes, the same every time.
  static func drawnCover(seed: String) -> Bitmap {
    let (a, b) = tones(seed: seed)
    let shift = Int(hash(seed) % 7)
    var cover = Bitmap(width: 32, height: 32)
    for y in 0..<32 {
      for x in 0..<32 { cover[x, y] = (x + y + shift) / 6 % 2 == 0 ? a : b }
    }
    return cover
  }

  /// The first colour of the cover `seed` draws, as `#rrggbb`: what a browser shows of it.
  static func coverColor(seed: String) -> String {
    let (a, _) = tones(seed: seed)
    return "#" + [a.r, a.g, a.b].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
  }

  /// The two colours of the cover `seed` draws.
  private static func tones(seed: String) -> (RGBA, RGBA) {
    let hash = hash(seed)
    let tone = { (shift: UInt32) in UInt8(truncatingIfNeeded: 60 + (hash >> shift) % 180) }
    return (RGBA(r: tone(0), g: tone(8), b: tone(16)), RGBA(r: tone(4), g: tone(20), b: tone(12)))
  }

  /// FNV-1a of `seed`'s bytes.
  private static func hash(_ seed: String) -> UInt32 {
    seed.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
  }
}

extension String {
  /// The text with zeros before it up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
