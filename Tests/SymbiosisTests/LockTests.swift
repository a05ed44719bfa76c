import Dispatch
import Testing

@testable import Symbiosis

@Suite struct LockTests {
  /// Threads that fight for one lock each see the others' writes: nothing is lost. Under
  /// `swift test --sanitize=thread` this is also the check that ThreadSanitizer sees the lock's
  /// hand-overs: around a bare `Synchronization.Mutex` it reports this array's accesses as
  /// races, because a contended Mutex is handed over in code it cannot see.
  @Test func contendedWritesAreNeverLost() {
    let lock = Locked<[Int]>([])
    let threads = 4
    let writes = 5_000
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for write in 0..<writes {
        lock.withLock { $0.append(thread * writes + write) }
      }
    }
    let all = lock.withLock { $0 }
    #expect(all.count == threads * writes)
    #expect(Set(all).count == threads * writes)
  }

  /// A body that throws still lets go of the lock, and the state keeps what it wrote first.
  @Test func aThrowingBodyReleasesTheLock() {
    struct Failure: Error {}
    let lock = Locked(0)
    #expect(throws: Failure.self) {
      try lock.withLock { value in
        value = 1
        throw Failure()
      }
    }
    #expect(lock.withLock { $0 } == 1)
  }
}
