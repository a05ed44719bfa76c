import SymbiosisTerminal

/// Memory shared by the image decodes running at once, so that many large pictures arriving
/// together cannot add up to more than ``bytes``.
///
/// A decode reserves its whole memory limit before it starts and returns it when it ends; one
/// that finds too little free waits its turn (first come, first served) rather than failing,
/// so every picture is decoded in the end. Decoding is work for the processor, so running
/// fewer at once costs little time, and the bound holds whatever the machine.
public actor ImageDecodingBudget {
  /// 128 MiB, shared by every ``/SymbiosisTerminal/ImageLoader`` that is not given a budget of its
  /// own: two decodes at ``ImageDecoder/defaultMemoryLimit`` at a time.
  public static let shared = ImageDecodingBudget(bytes: 128 << 20)

  /// The most bytes the decodes in flight may hold together.
  public nonisolated let bytes: Int

  private struct Waiter {
    let id: UInt64
    let amount: Int
    let continuation: CheckedContinuation<Void, any Error>
  }

  private var available: Int
  private var waiters: [Waiter] = []
  private var nextID: UInt64 = 0

  /// A budget of `bytes` (at least one).
  public init(bytes: Int) {
    self.bytes = max(1, bytes)
    available = self.bytes
  }

  /// `data` decoded as ``ImageDecoder/decode(_:maxPixelCount:maxSide:memoryLimit:)`` does, once
  /// `memoryLimit` bytes of the budget are free; a limit above the whole budget is lowered to
  /// it.
  ///
  /// - Throws: an ``ImageDecodingError``, or `CancellationError` when the task is cancelled
  ///   while it waits.
  public nonisolated func decode(
    _ data: [UInt8], maxPixelCount: Int = ImageDecoder.defaultMaxPixelCount,
    maxSide: Int = ImageDecoder.defaultMaxSide,
    memoryLimit: Int = ImageDecoder.defaultMemoryLimit
  ) async throws -> Bitmap {
    let amount = min(max(1, memoryLimit), bytes)
    try await reserve(amount)
    let result = Result { () throws(ImageDecodingError) in
      try ImageDecoder.decode(
        data, maxPixelCount: maxPixelCount, maxSide: maxSide, memoryLimit: amount)
    }
    await give(amount)
    return try result.get()
  }

  /// The bytes no decode holds now.
  public var availableBytes: Int { available }

  /// How many decodes are waiting for memory.
  public var waitingCount: Int { waiters.count }

  /// Takes `amount` (at most ``bytes``) once it is free and every earlier waiter is served.
  func reserve(_ amount: Int) async throws {
    if waiters.isEmpty && amount <= available {
      available -= amount
      return
    }
    let id = nextID
    nextID += 1
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          waiters.append(Waiter(id: id, amount: amount, continuation: continuation))
        }
      }
    } onCancel: {
      Task { await self.cancel(id) }
    }
  }

  /// Gives back `amount` taken by ``reserve(_:)`` and serves the waiters it lets through.
  func give(_ amount: Int) {
    available += amount
    serve()
  }

  private func serve() {
    while let first = waiters.first, first.amount <= available {
      available -= first.amount
      waiters.removeFirst()
      first.continuation.resume()
    }
  }

  private func cancel(_ id: UInt64) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).continuation.resume(throwing: CancellationError())
    serve()
  }
}
