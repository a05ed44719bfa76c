import Foundation
import SymbiosisTerminal

extension ImageLoader {
  /// Pictures decoded from the PNG or JPEG bytes that `download` fetches, no more than
  /// `maxSide` pixels wide or tall, within the memory of `budget`; a failed address is not
  /// downloaded again until `failureMemory` has passed on `clock`.
  ///
  /// ``/SymbiosisTerminal/ImageLoader/image(at:)`` throws what the download throws, or an
  /// ``ImageDecodingError``.
  public convenience init(
    byteLimit: Int = 32 << 20, maxSide: Int = ImageDecoder.defaultMaxSide,
    budget: ImageDecodingBudget = .shared, failureMemory: Duration = .seconds(60),
    clock: any Clock<Duration> = ContinuousClock(),
    download: @escaping @Sendable (URL) async throws -> [UInt8]
  ) {
    self.init(byteLimit: byteLimit, failureMemory: failureMemory, clock: clock) { url in
      try await budget.decode(try await download(url), maxSide: maxSide)
    }
  }
}
