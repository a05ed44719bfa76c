import Foundation
import Symbiosis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard error kept in a file while an app has the terminal full-screen, so that nothing
/// written to it (a library's warning, a crash's "Fatal error" message) lands on the app's
/// screen, to be wiped when it leaves; what was written shows once the terminal is given back.
final class StandardErrorHold: Sendable {
  /// A duplicate of the standard error found, to put back.
  let original: Int32
  /// The unlinked file standard error writes to meanwhile.
  let held: Int32
  /// Whether standard error is the held file now, and whether the hold has ended for good.
  private let state = Lock((holding: true, ended: false))

  private init(original: Int32, held: Int32) {
    self.original = original
    self.held = held
  }

  /// Holds standard error when it is the terminal on `output`; `nil` when it is not (`2>log`)
  /// or when no file can be made for it.
  static func begin(sharingTerminalWith output: Int32) -> StandardErrorHold? {
    var (error, terminal) = (stat(), stat())
    guard isatty(STDERR_FILENO) == 1, isatty(output) == 1, fstat(STDERR_FILENO, &error) == 0,
      fstat(output, &terminal) == 0, error.st_rdev == terminal.st_rdev
    else { return nil }
    let folder = FileManager.default.temporaryDirectory.path
    var template = Array("\(folder)/symbiosis-stderr-XXXXXX".utf8CString)
    let held = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard held >= 0 else { return nil }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    let original = dup(STDERR_FILENO)
    guard original >= 0, dup2(held, STDERR_FILENO) >= 0 else {
      if original >= 0 { close(original) }
      close(held)
      return nil
    }
    return StandardErrorHold(original: original, held: held)
  }

  deinit { end() }

  /// Gives standard error back and writes to it what was held, until ``resume()``.
  func pause() {
    state.withLock { state in
      guard state.holding, !state.ended else { return }
      state.holding = false
      giveBack()
      _ = ftruncate(held, 0)
      _ = lseek(held, 0, SEEK_SET)
    }
  }

  /// Holds standard error again after ``pause()``.
  func resume() {
    state.withLock { state in
      guard !state.holding, !state.ended else { return }
      state.holding = true
      _ = dup2(held, STDERR_FILENO)
    }
  }

  /// Gives standard error back for good, with what was held written to it.
  func end() {
    state.withLock { state in
      guard !state.ended else { return }
      state.ended = true
      if state.holding { giveBack() }
      close(held)
      close(original)
    }
  }

  private func giveBack() {
    _ = dup2(original, STDERR_FILENO)
    Self.copy(from: held, to: STDERR_FILENO)
  }

  /// Writes the whole of file `source`, from its start, to `target`.
  static func copy(from source: Int32, to target: Int32) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    var offset: off_t = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { pread(source, $0.baseAddress, $0.count, offset) }
      guard count > 0 else { return }
      offset += off_t(count)
      try? FileDescriptorIO.writeAll(buffer[..<count], to: target)
    }
  }
}
