import Foundation

/// The `symbiosis` cookie: the token that owns a browser's sessions, read from a request's
/// `Cookie` headers and written as an HttpOnly, SameSite=Strict cookie.
enum WebCookie {
  /// The cookie's name.
  static let name = "symbiosis"

  /// A new token: 32 bytes from the system's cryptographic generator, in hex.
  static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let word = generator.next() as UInt64
      let hex = String(word, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
  }

  /// The `Set-Cookie` value that gives the browser `token`.
  static func header(_ token: String) -> String {
    "\(name)=\(token); HttpOnly; SameSite=Strict; Path=/"
  }

  /// The token among `headers` (each a `Cookie` header's value), if there is one.
  static func token(in headers: [String]) -> String? {
    for header in headers {
      for pair in header.split(separator: ";") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name else {
          continue
        }
        return parts[1].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  /// Whether `a` and `b` are the same token, in a time that does not tell how much of them
  /// matched.
  static func same(_ a: String, _ b: String) -> Bool {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    guard a.count == b.count else { return false }
    return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
