import Foundation
import Symbiosis
import SymbiosisWeb

/// libFuzzer's entry point: each input, split into lines, is the messages a client sends to a
/// new live session of ``FuzzedScene`` (a new one each input: a session runs an event's ref
/// once, so refs a previous input used would be dropped, and an input replays alone). It
/// checks what the session promises:
///
/// - no message crashes it, however malformed;
/// - no event reaches the app's code that the screen does not offer: a disabled, hidden or
///   covered button, a picker's option never offered, a row not in the table;
/// - each message is refused at most once, and its memory stays bounded: its page's nodes, the
///   frames it sends.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebProtocol(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated {
    let fuzzed = FuzzedSession.next()
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
      fuzzed.messages += 1
      fuzzed.session.receive(String(decoding: line, as: UTF8.self))
    }
    spinMainQueue()
    fuzzed.check()
  }
  return 0
}

/// A session under fuzzing, and what its app logged.
@MainActor
final class FuzzedSession {
  static var current: FuzzedSession?

  let log: AppLog
  let session: WebSession
  /// The largest frame the session sent.
  var largestFrame = 0
  /// How many messages the input held.
  var messages = 0

  private init(session: WebSession, log: AppLog) {
    self.session = session
    self.log = log
  }

  /// A new session for the next input, the one before ended.
  static func next() -> FuzzedSession {
    current?.session.end()
    let log = AppLog()
    var made: WebSession?
    Task { @MainActor in made = await WebSession(root: FuzzedScene(log: log)) }
    while made == nil { spinMainQueue() }
    let fuzzed = FuzzedSession(session: made!, log: log)
    fuzzed.session.send = { [weak fuzzed] frame in
      guard let fuzzed else { return }
      fuzzed.largestFrame = max(fuzzed.largestFrame, frame.utf8.count)
    }
    current = fuzzed
    return fuzzed
  }

  /// Stops the run at the first broken promise.
  func check() {
    precondition(log.violations.isEmpty, "app code reached: \(log.violations)")
    let refusals = session.refused.values.reduce(0, +)
    precondition(refusals <= messages, "\(refusals) refusals of \(messages) messages")
    let nodes = session.page.root.descendantCount
    precondition(nodes < 200, "the page grew to \(nodes) nodes")
    // A frame holds at most the whole page, or a text a message carried (64 KiB at most).
    precondition(largestFrame < 1 << 20, "a frame of \(largestFrame) bytes")
  }
}

extension WebView {
  /// How many views are inside it, itself included.
  var descendantCount: Int { 1 + children.reduce(0) { $0 + $1.descendantCount } }
}

/// Runs what is waiting on the main queue (the actions the events started), a few turns.
func spinMainQueue() {
  for _ in 0..<4 { _ = RunLoop.main.run(mode: .default, before: Date()) }
}
