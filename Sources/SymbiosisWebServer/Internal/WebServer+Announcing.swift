import Foundation

extension WebServer {
  /// Serves as ``run(stopsOnSignals:onReady:)`` does for an app, printing where `name` is
  /// served once it listens: `People is served at http://127.0.0.1:8080/`.
  func run(announcing name: String) async throws {
    let host = host.contains(":") ? "[\(host)]" : host
    try await run { port in
      let line = "\(name) is served at http://\(host):\(port)/\n"
      FileHandle.standardOutput.write(Data(line.utf8))
    }
  }
}
