import Foundation
import Symbiosis

/// Pictures fetched by address for ``ImageView/load(_:from:)``: decoded once, kept in memory up
/// to a byte limit, and shared, so that views asking for the same address at once wait for one
/// download.
public final class ImageLoader: Sendable {
  private let cache: LoadingCache<URL, Bitmap>

  /// Pictures made by `load`, keeping the least recently used out once their pixels pass
  /// `byteLimit` bytes.
  public init(
    byteLimit: Int = 32 << 20, load: @escaping @Sendable (URL) async throws -> Bitmap
  ) {
    cache = LoadingCache(costLimit: byteLimit, cost: { $0.pixels.count }, load: load)
  }

  /// Pictures decoded from the PNG or JPEG bytes that `download` fetches, no more than
  /// `maxSide` pixels wide or tall, within the memory of `budget`.
  public convenience init(
    byteLimit: Int = 32 << 20, maxSide: Int = ImageDecoder.defaultMaxSide,
    budget: ImageDecodingBudget = .shared,
    download: @escaping @Sendable (URL) async throws -> [UInt8]
  ) {
    self.init(byteLimit: byteLimit) { url in
      try await budget.decode(try await download(url), maxSide: maxSide)
    }
  }

  /// The picture at `url`.
  ///
  /// - Throws: what the download throws, or an ``ImageDecodingError``.
  public func image(at url: URL) async throws -> Bitmap {
    try await cache.value(for: url)
  }
}
