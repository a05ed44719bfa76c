import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a terminal (or any file descriptor) on a background thread and delivers what it reads
/// as chunks of bytes, for ``InputParser/feed(_:)``.
///
/// An empty chunk means silence: no byte came for `idleTimeout` after the last chunk, which is
/// when to call ``InputParser/flush()``. The descriptor is left blocking (making stdin
/// non-blocking would also affect stdout, which shares its open file); the thread waits in
/// `poll` on it and on a wake-up pipe, so ``stop()`` ends it promptly. The stream finishes after
/// the thread has stopped reading: on ``stop()``, end of file, a read error, or when its
/// consumer goes away. The descriptor is not closed.
package final class InputReader: Sendable {
  /// The chunks read, in order, and an empty chunk after each silence.
  package let chunks: AsyncStream<[UInt8]>
  private let wakePipe: WakePipe

  /// Starts reading `fileDescriptor` in chunks of at most `chunkSize` bytes.
  ///
  /// - Parameters:
  ///   - fileDescriptor: what to read; it may be any file, not only a terminal.
  ///   - idleTimeout: the silence after a chunk that sends an empty chunk, so that a lone Esc
  ///     is told from the start of a key's sequence; `nil` sends none.
  ///   - chunkSize: the most bytes one read takes.
  /// - Throws: ``TerminalError/systemCall(name:errno:)`` when the wake-up pipe cannot be made.
  package init(
    fileDescriptor: Int32 = STDIN_FILENO,
    idleTimeout: Duration? = .milliseconds(30),
    chunkSize: Int = 4096
  ) throws(TerminalError) {
    let wakePipe = try WakePipe()
    let (chunks, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    continuation.onTermination = { _ in wakePipe.wake() }
    let loop = InputReadLoop(
      fileDescriptor: fileDescriptor, wakePipe: wakePipe,
      idleMilliseconds: idleTimeout.map(Self.milliseconds) ?? -1,
      chunkSize: max(1, chunkSize), continuation: continuation)
    DispatchQueue(label: "SymbiosisTerminal.InputReader").async { loop.run() }
    self.chunks = chunks
    self.wakePipe = wakePipe
  }

  deinit { stop() }

  /// Stops reading; the stream finishes once the thread has stopped. Later calls do nothing.
  package func stop() { wakePipe.wake() }

  private static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    return Int32(clamping: max(0, total))
  }
}
