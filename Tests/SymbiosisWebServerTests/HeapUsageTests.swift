import Testing

@testable import SymbiosisWebServer

/// The heap count the memory limit reads knows its figure here, sanitized or not, and follows
/// what the process holds.
@Suite struct HeapUsageTests {
  @Test func theHeapInUseRisesWithWhatIsHeldAndFallsWhenItIsFreed() throws {
    let before = try #require(HeapUsage.bytesInUse())
    let size = 64 << 20
    var held: UnsafeMutableRawPointer? = .allocate(byteCount: size, alignment: 16)
    let holding = try #require(HeapUsage.bytesInUse())
    held?.deallocate()
    held = nil
    let after = try #require(HeapUsage.bytesInUse())
    // Other tests allocate and free meanwhile; half the block is a margin they never reach.
    #expect(holding - before > size / 2)
    #expect(holding - after > size / 2)
  }
}
