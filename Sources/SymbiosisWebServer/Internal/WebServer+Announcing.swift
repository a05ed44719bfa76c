import Foundation
import NIOCore

extension WebServer {
  /// Serves as ``run(stopsOnSignals:onReady:)`` does for an app, printing where `name` is
  /// served once it listens: `People is served at http://127.0.0.1:8080/`.
  ///
  /// - Throws: ``AddressInUse`` when another program has the port; what else `run` throws.
  func run(announcing name: String, stopsOnSignals: Bool = true) async throws {
    let shown = host.contains(":") ? "[\(host)]" : host
    do {
      try await run(stopsOnSignals: stopsOnSignals) { port in
        let line = "\(name) is served at http://\(shown):\(port)/\n"
        FileHandle.standardOutput.write(Data(line.utf8))
      }
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      throw AddressInUse(address: "\(shown):\(port)")
    }
  }
}

/// The port an app was asked to serve on is another program's, said as a person would fix it.
struct AddressInUse: Error, CustomStringConvertible {
  /// `host:port`.
  let address: String

  var description: String {
    "\(address) is in use by another program; give another port with --port (0 picks a free one)."
  }
}
