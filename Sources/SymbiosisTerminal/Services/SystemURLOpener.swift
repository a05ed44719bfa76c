import Foundation
import Symbiosis

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens links with the user's browser: the commands of `$BROWSER`, then `xdg-open`.
///
/// `$BROWSER` is a colon-separated list of commands tried in order; in each, `%s` stands for
/// the link and `%%` for `%`, and a command without `%s` gets the link as its last argument.
/// A command is run directly, never through a shell, with the words it is made of. A program
/// not found is skipped; one that exits with a failure hands over to the next. The program
/// reads and writes `/dev/null`, so it cannot draw over the app (see ``ChildProcess``), and
/// opening waits until it exits.
///
/// ```swift
/// try await SystemURLOpener().open(URL(string: "https://example.com")!)
/// ```
public struct SystemURLOpener: URLOpener {
  /// The link schemes opened; others fail with ``LinkOpeningError/unsupportedLink(_:)``.
  public static let schemes: Set<String> = ["http", "https", "mailto", "file"]

  private let environment: [String: String]

  /// An opener using `environment`'s `BROWSER` and `PATH`, and giving it to the program.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
  }

  /// Opens `url` with the first program that can.
  ///
  /// - Throws: ``LinkOpeningError`` for a link of another scheme or when every program found
  ///   failed; ``ServiceUnavailable`` when no program is found.
  public func open(_ url: URL) async throws {
    let link = url.absoluteString
    guard let scheme = url.scheme?.lowercased(), Self.schemes.contains(scheme),
      link.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
    else { throw LinkOpeningError.unsupportedLink(link) }
    var failure: LinkOpeningError?
    for words in commands(opening: link) {
      guard let executable = locate(words[0]) else { continue }
      let status = try await ChildProcess.run(
        executable, arguments: Array(words.dropFirst()), environment: environment)
      if status == 0 { return }
      failure = .failed(command: words[0], status: status)
    }
    throw failure ?? ServiceUnavailable("Opening links")
  }

  /// Each command to try, as its words with the link in place.
  func commands(opening link: String) -> [[String]] {
    let browsers = (environment["BROWSER"] ?? "").split(separator: ":").compactMap {
      command -> [String]? in
      let words = command.split(whereSeparator: \.isWhitespace).map(String.init)
      guard !words.isEmpty else { return nil }
      let placed = words.map { Self.substituting(link, in: $0) }
      return placed.map(\.word) + (placed.contains(where: \.tookLink) ? [] : [link])
    }
    return browsers + [["xdg-open", link]]
  }

  /// `word` with `%s` replaced by `link` and `%%` by `%`, and whether it took the link.
  private static func substituting(_ link: String, in word: String) -> (
    word: String, tookLink: Bool
  ) {
    var result = ""
    var tookLink = false
    var characters = word.makeIterator()
    while let character = characters.next() {
      guard character == "%" else {
        result.append(character)
        continue
      }
      switch characters.next() {
      case "s":
        result += link
        tookLink = true
      case "%": result.append("%")
      case let other?: result += "%\(other)"
      case nil: result.append("%")
      }
    }
    return (result, tookLink)
  }

  /// The executable `name` is: itself when it is a path, else the first on `PATH`.
  private func locate(_ name: String) -> String? {
    if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
    let directories = (environment["PATH"] ?? "").split(separator: ":")
    return directories.lazy.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
  }
}
