import FlyingSocks
import Symbiosis

/// A response body that goes on for as long as the client reads it: spaces, in pieces, up to
/// `cap` bytes so that a server whose client never stops still ends. It counts what it handed
/// out, which tells how far a client read before it stopped.
struct EndlessBody: AsyncBufferedSequence {
  typealias Element = UInt8

  /// How many bytes the server has taken from a body.
  final class Count: Sendable {
    private let bytes = Lock(0)
    var value: Int { bytes.withLock { $0 } }
    func add(_ count: Int) { bytes.withLock { $0 += count } }
  }

  /// The most bytes handed out, an end for a client that never stops reading.
  let cap: Int
  /// The bytes handed out so far.
  let sent: Count

  func makeAsyncIterator() -> Iterator { Iterator(left: cap, sent: sent) }

  /// Hands out spaces until `left` runs out.
  struct Iterator: AsyncBufferedIteratorProtocol {
    var left: Int
    let sent: Count

    mutating func next() async throws -> UInt8? { try await nextBuffer(suggested: 1)?.first }

    mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
      let size = Swift.min(count, left)
      guard size > 0 else { return nil }
      left -= size
      sent.add(size)
      return [UInt8](repeating: UInt8(ascii: " "), count: size)
    }
  }
}
