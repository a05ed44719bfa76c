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
    let hash = seed.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
    let tone = { (shift: UInt32) in UInt8(truncatingIfNeeded: 60 + (hash >> shift) % 180) }
    let a = RGBA(r: tone(0), g: tone(8), b: tone(16))
    let b = RGBA(r: tone(4), g: tone(20), b: tone(12))
    var cover = Bitmap(width: 32, height: 32)
    for y in 0..<32 {
      for x in 0..<32 { cover[x, y] = (x + y + Int(hash % 7)) / 6 % 2 == 0 ? a : b }
    }
    return cover
  }
}
