import Foundation
import Symbiosis
import SymbiosisTerminal

/// Song covers: downloaded and decoded once, kept in memory up to a size, and drawn for the
/// offline catalog's `catalog-art:` addresses.
public final class Artwork: Sendable {
  private let cache: LoadingCache<URL, Bitmap>

  /// Covers fetched with `download`, at most `byteLimit` bytes of pixels kept.
  public init(
    byteLimit: Int = 32 << 20, download: @escaping @Sendable (URL) async throws -> [UInt8]
  ) {
    cache = LoadingCache(costLimit: byteLimit, cost: { $0.pixels.count }) { url in
      url.scheme == "catalog-art"
        ? Self.drawnCover(seed: url.host() ?? url.absoluteString)
        : try ImageDecoder.decode(try await download(url))
    }
  }

  /// The cover at `url`, or `nil` when there is none or it cannot be had.
  public func image(at url: URL?) async -> Bitmap? {
    guard let url else { return nil }
    return try? await cache.value(for: url)
  }

  /// A cover made from `seed`: two colours in diagonal stripes, the same every time.
  static func drawnCover(seed: String) -> Bitmap {
    let hash = seed.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
    let tone = { (shift: UInt32) in UInt8(truncatingIfNeeded: 60 + (hash >> shift) % 180) }
    let (a, b) = (
      RGBA(r: tone(0), g: tone(8), b: tone(16)), RGBA(r: tone(4), g: tone(20), b: tone(12))
    )
    var cover = Bitmap(width: 32, height: 32)
    for y in 0..<32 {
      for x in 0..<32 { cover[x, y] = (x + y + Int(hash % 7)) / 6 % 2 == 0 ? a : b }
    }
    return cover
  }
}
