import Synchronization

/// The frames handed to one socket and not yet written: at most ``maximumFrames`` of them and
/// ``maximumBytes`` in all. Past either bound the page is behind (it stopped reading, or reads
/// slower than its session changes): it is given no more frames until the socket has written
/// all it holds, and then one frame showing the whole screen afresh, so a session's memory for
/// a page stays bounded whatever the page does.
///
/// The session's side (``admit(_:)``) runs on the main actor, the socket's (``written(_:)``)
/// on its writing task: the counts are kept under a lock.
final class WebOutbox: Sendable {
  /// The most frames a socket holds unwritten before its page is behind.
  static let maximumFrames = 64
  /// The most bytes of frames a socket holds unwritten before its page is behind (one frame
  /// larger than that alone is still taken).
  static let maximumBytes = 256 * 1024

  private struct State {
    var frames = 0
    var bytes = 0
    var isBehind = false
  }

  private let state = Mutex(State())

  /// Whether the page is behind: frames are not given to it.
  var isBehind: Bool { state.withLock { $0.isBehind } }
  /// How many frames the socket holds unwritten.
  var frames: Int { state.withLock { $0.frames } }
  /// How many bytes of frames the socket holds unwritten.
  var bytes: Int { state.withLock { $0.bytes } }

  /// Whether the socket takes `frame`: not while the page is behind, nor when it would hold
  /// more than the bounds (the page is behind from then on).
  func admit(_ frame: String) -> Bool {
    let size = frame.utf8.count
    return state.withLock { state in
      guard !state.isBehind else { return false }
      if state.frames > 0,
        state.frames + 1 > Self.maximumFrames || state.bytes + size > Self.maximumBytes
      {
        state.isBehind = true
        return false
      }
      state.frames += 1
      state.bytes += size
      return true
    }
  }

  /// The socket wrote `frame`; true when it has now written all it held after the page fell
  /// behind: the page is no longer behind, and is to get one fresh screen.
  func written(_ frame: String) -> Bool {
    let size = frame.utf8.count
    return state.withLock { state in
      state.frames -= 1
      state.bytes -= size
      guard state.frames == 0, state.isBehind else { return false }
      state.isBehind = false
      return true
    }
  }
}
