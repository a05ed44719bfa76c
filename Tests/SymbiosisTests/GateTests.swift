import SymbiosisTesting
import Testing

/// The fake operation tests answer by hand: each call ends once, answered or cancelled, however a
/// cancel and the call's start interleave.
@Suite("A gate", .timeLimit(.minutes(5)))
struct GateTests {
  @Test func aCallCancelledWhileItWaitsThrowsAndIsCountedOnce() async throws {
    let gate = Gate<Int>()
    let call = Task { try await gate.load() }
    try await waitUntil("the call to wait") { gate.calls == 1 }
    call.cancel()
    await #expect(throws: CancellationError.self) { try await call.value }
    #expect(gate.cancellations == 1)
  }

  @Test func aCallAnsweredBeforeItsCancelKeepsItsAnswerAndIsNotCounted() async throws {
    let gate = Gate<Int>()
    let call = Task { try await gate.load() }
    try await gate.answer(.success(7))
    call.cancel()
    #expect(try await call.value == 7)
    #expect(gate.cancellations == 0)
  }

  /// A cancel may land before the call waits, while it starts waiting, or while it waits; each
  /// call must end exactly once. Resuming twice is a fatal error, so a race here crashes the run.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func cancelsAtAnyMomentEndEachCallOnce(seed: UInt64) async throws {
    var random = SeededRandom(seed: seed)
    let gate = Gate<Int>()
    var cancelled = 0
    for _ in 0..<2000 {
      let call = Task { try await gate.load() }
      for _ in 0..<Int.random(in: 0...3, using: &random) { await Task.yield() }
      call.cancel()
      do {
        _ = try await call.value
        Issue.record("a call nobody answered returned a value")
      } catch is CancellationError {
        cancelled += 1
      }
    }
    #expect(cancelled == 2000)
    #expect(gate.calls == 2000)
    #expect(gate.cancellations == 2000)
  }
}
