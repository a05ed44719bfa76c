import SymbiosisTerminal
import Testing

@Suite("InputReader")
struct InputReaderTests {
  /// Reads chunks until `count` bytes came, the stream ended or a chunk did not come in time.
  static func read(_ count: Int, from chunks: AsyncStream<[UInt8]>) async -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < count {
      guard case .element(let chunk) = await AsyncTimeout.next(chunks) else { break }
      bytes += chunk
    }
    return bytes
  }

  @Test func readsWhatIsWrittenToAPipe() async throws {
    let pipe = try Pipe()
    let reader = try InputReader(fileDescriptor: pipe.readEnd, idleTimeout: nil)
    pipe.send(Array("hello".utf8))
    #expect(await Self.read(5, from: reader.chunks) == Array("hello".utf8))
    pipe.send(Array(" world".utf8))
    #expect(await Self.read(6, from: reader.chunks) == Array(" world".utf8))
    reader.stop()
  }

  @Test func silenceAfterInputIsAnEmptyChunk() async throws {
    let pipe = try Pipe()
    let reader = try InputReader(fileDescriptor: pipe.readEnd, idleTimeout: .milliseconds(20))
    pipe.send([0x1B])
    #expect(await AsyncTimeout.next(reader.chunks) == .element([0x1B]))
    #expect(await AsyncTimeout.next(reader.chunks) == .element([]))
    reader.stop()
  }

  @Test func readsKeysTypedOnARawTerminal() async throws {
    let terminal = try PseudoTerminal()
    let rawMode = try RawMode(fileDescriptor: terminal.replica)
    defer { rawMode.restore() }
    let reader = try InputReader(fileDescriptor: terminal.replica, idleTimeout: nil)
    defer { reader.stop() }
    let typed = Array("\u{1B}[1;5Aé\u{03}".utf8)
    terminal.type(typed)
    let bytes = await Self.read(typed.count, from: reader.chunks)
    var parser = InputParser()
    #expect(
      parser.feed(bytes) == [
        .key(KeyEvent(.up, modifiers: .control)), .key(KeyEvent(.character("é"))),
        .key(KeyEvent(.character("c"), modifiers: .control)),
      ])
  }

  @Test func stoppingEndsTheStreamAndLeavesLaterInputUnread() async throws {
    let pipe = try Pipe()
    let reader = try InputReader(fileDescriptor: pipe.readEnd)
    reader.stop()
    #expect(await AsyncTimeout.next(reader.chunks) == .finished)
    pipe.send(Array("x".utf8))
    #expect(pipe.drain() == Array("x".utf8))
    reader.stop()
  }

  @Test func theEndOfTheInputEndsTheStream() async throws {
    let pipe = try Pipe()
    let reader = try InputReader(fileDescriptor: pipe.readEnd, idleTimeout: nil)
    pipe.send([0x61])
    pipe.closeWriteEnd()
    #expect(await AsyncTimeout.next(reader.chunks) == .element([0x61]))
    #expect(await AsyncTimeout.next(reader.chunks) == .finished)
  }

  @Test func droppingTheReaderStopsIt() async throws {
    let pipe = try Pipe()
    var chunks: AsyncStream<[UInt8]>?
    do { chunks = try InputReader(fileDescriptor: pipe.readEnd).chunks }
    if let chunks { #expect(await AsyncTimeout.next(chunks) == .finished) }
    pipe.send(Array("y".utf8))
    #expect(pipe.drain() == Array("y".utf8))
  }
}
