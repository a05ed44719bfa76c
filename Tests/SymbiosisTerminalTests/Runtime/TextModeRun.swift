import Foundation
import Symbiosis
import Testing

@testable import SymbiosisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `app` in text mode as `printf keys | program --text` would, at `size`, and returns
/// what it printed: frames separated by form feeds.
@MainActor
func textPrinted(by app: App, typing keys: String, size: Size) async throws -> String {
  var input: [Int32] = [0, 0]
  try #require(pipe(&input) == 0)
  _ = keys.utf8.withContiguousStorageIfAvailable { write(input[1], $0.baseAddress, $0.count) }
  close(input[1])
  defer { close(input[0]) }
  // A file, not a pipe, takes the frames: a full pipe would block the runner.
  let path = FileManager.default.temporaryDirectory
    .appending(path: "symbiosis-text-\(UUID().uuidString)").path
  let output = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
  try #require(output >= 0)
  defer { unlink(path) }
  try await TextModeRunner(app: app, input: input[0], output: output, size: size).run()
  close(output)
  return try String(contentsOfFile: path, encoding: .utf8)
}
