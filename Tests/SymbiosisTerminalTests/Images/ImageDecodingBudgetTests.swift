import SymbiosisTesting
import Testing

@testable import SymbiosisTerminal
@testable import SymbiosisTerminalImages

@Suite struct ImageDecodingBudgetTests {
  @Test func reservationsWaitForMemoryAndAreServedInTheOrderTheyCame() async throws {
    let budget = ImageDecodingBudget(bytes: 100)
    try await budget.reserve(60)
    let first = Task { try await budget.reserve(60) }
    try await waitUntil { await budget.waitingCount == 1 }
    // 30 bytes are free, but the earlier waiter comes first.
    let second = Task { try await budget.reserve(30) }
    try await waitUntil { await budget.waitingCount == 2 }
    #expect(await budget.availableBytes == 40)
    await budget.give(60)
    try await first.value
    try await second.value
    #expect(await budget.availableBytes == 10)
    #expect(await budget.waitingCount == 0)
  }

  @Test func aCancelledWaiterLeavesTheQueueAndLetsTheNextThrough() async throws {
    let budget = ImageDecodingBudget(bytes: 100)
    try await budget.reserve(80)
    let large = Task { try await budget.reserve(50) }
    try await waitUntil { await budget.waitingCount == 1 }
    let small = Task { try await budget.reserve(20) }
    try await waitUntil { await budget.waitingCount == 2 }
    large.cancel()
    await #expect(throws: CancellationError.self) { try await large.value }
    try await small.value
    #expect(await budget.availableBytes == 0)
    #expect(await budget.waitingCount == 0)
  }

  @Test func decodesGiveTheirMemoryBackWhetherTheySucceedOrNot() async throws {
    let budget = ImageDecodingBudget(bytes: 1 << 20)
    let file = try TestCodecs.png(TestImages.gradient(width: 8, height: 8))
    let decoded = try await budget.decode(file, memoryLimit: 512 << 10)
    #expect(decoded == TestImages.gradient(width: 8, height: 8))
    await #expect(throws: ImageDecodingError.self) {
      try await budget.decode([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
    }
    #expect(await budget.availableBytes == 1 << 20)
  }

  @Test func aMemoryLimitAboveTheWholeBudgetIsLoweredToIt() async throws {
    let budget = ImageDecodingBudget(bytes: 64 << 10)
    let file = try TestImages.blackPNG(side: 1024)
    await #expect(
      throws: ImageDecodingError.overMemoryLimit(
        .png, width: 1024, height: 1024, memoryLimit: 64 << 10)
    ) {
      try await budget.decode(file, maxSide: .max, memoryLimit: 1 << 30)
    }
  }

  @Test func manyDecodesAtOnceAllFinishWithinTheBudget() async throws {
    let budget = ImageDecodingBudget(bytes: 3 << 20)
    let file = try TestImages.blackPNG(side: 256)
    let sides = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<12 {
        group.addTask { try await budget.decode(file, maxSide: 64, memoryLimit: 1 << 20).width }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(sides == Array(repeating: 64, count: 12))
    #expect(await budget.availableBytes == 3 << 20)
  }
}
