@_spi(Internals) import SymbiosisTerminal
import SymbiosisTesting
import Testing

extension Recorder<[UInt8]> {
  /// The bytes of every chunk so far, joined.
  fileprivate var bytes: [UInt8] { values.flatMap { $0 } }
}

@Suite("InputReader")
struct InputReaderTests {
  @Test func readsWhatIsWrittenToAPipe() async throws {
    let pipe = try Pipe()
    let reader = try InputReader(fileDescriptor: pipe.readEnd, idleTimeout: nil)
    let chunks = Recorder(sequence: reader.chunks)
    pipe.send(Array("hello".utf8))
    try await waitUntil { chunks.bytes.count >= 5 }
    #expect(chunks.bytes == Array("hello".utf8))
    pipe.send(Array(" world".utf8))
    try await waitUntil { chunks.bytes.count >= 11 }
    #expect(chunks.bytes == Array("hello world".utf8))
    reader.stop()
  }

  @Test func silenceAfterInputIsAnEmptyChunk() async throws {
    let pipe = try Pipe()
    let reader = try InputReader(fileDescriptor: pipe.readEnd, idleTimeout: .milliseconds(20))
    let chunks = Recorder(sequence: reader.chunks)
    pipe.send([0x1B])
    try await waitUntil { chunks.values.count >= 2 }
    #expect(chunks.values == [[0x1B], []])
    reader.stop()
  }

  @Test func readsKeysTypedOnARawTerminal() async throws {
    let terminal = try PseudoTerminal()
    let rawMode = try RawMode(fileDescriptor: terminal.replica)
    defer { rawMode.restore() }
    let reader = try InputReader(fileDescriptor: terminal.replica, idleTimeout: nil)
    defer { reader.stop() }
    let chunks = Recorder(sequence: reader.chunks)
    let typed = Array("\u{1B}[1;5Aé\u{03}".utf8)
    terminal.type(typed)
    try await waitUntil { chunks.bytes.count >= typed.count }
    var parser = InputParser()
    #expect(
      parser.feed(chunks.bytes) == [
        .key(KeyEvent(.up, modifiers: .control)), .key(KeyEvent(.character("é"))),
        .key(KeyEvent(.character("c"), modifiers: .control)),
      ])
  }

  @Test func stoppingEndsTheStreamAndLeavesLaterInputUnread() async throws {
    let pipe = try Pipe()
    let reader = try InputReader(fileDescriptor: pipe.readEnd)
    let chunks = Recorder(sequence: reader.chunks)
    reader.stop()
    try await waitUntil { chunks.isCompleted }
    #expect(chunks.values.isEmpty)
    pipe.send(Array("x".utf8))
    #expect(pipe.drain() == Array("x".utf8))
    reader.stop()
  }

  @Test func theEndOfTheInputEndsTheStream() async throws {
    let pipe = try Pipe()
    let reader = try InputReader(fileDescriptor: pipe.readEnd, idleTimeout: nil)
    let chunks = Recorder(sequence: reader.chunks)
    pipe.send([0x61])
    pipe.closeWriteEnd()
    try await waitUntil { chunks.isCompleted }
    #expect(chunks.values == [[0x61]])
  }

  @Test func droppingTheReaderStopsIt() async throws {
    let pipe = try Pipe()
    var chunks: Recorder<[UInt8]>?
    do { chunks = Recorder(sequence: try InputReader(fileDescriptor: pipe.readEnd).chunks) }
    try await waitUntil { chunks?.isCompleted ?? true }
    pipe.send(Array("y".utf8))
    #expect(pipe.drain() == Array("y".utf8))
  }
}
