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
/// reads and writes `/dev/null`, so it cannot draw over the app.
///
/// Opening returns once a program has taken the link: when it exits with success, or when it is
/// still running after a short wait (a browser started afresh runs until the user quits it),
/// and is then left to run, reaped when it exits, whatever its exit status.
///
/// ```swift
/// try await SystemURLOpener().open(URL(string: "https://example.com")!)
/// ```
public struct SystemURLOpener: URLOpener {
  /// The link schemes opened; others fail with ``LinkOpeningError/unsupportedLink(_:)``.
  public static let schemes: Set<String> = ["http", "https", "mailto", "file"]

  /// How long opening waits for a program to exit before taking it as started. A program that
  /// cannot open the link (`xdg-open` with no handler or no display, a browser given a bad
  /// option) finds out from its settings and exits within milliseconds, a few tenths of a
  /// second on a loaded machine; a browser that opens it keeps running. A longer wait only
  /// delays a good open's end (its button greyed, text mode waiting); a shorter one would take
  /// a slow failure for a success, showing the user nothing. Two seconds leaves a failure
  /// several times its usual time, and is about what a browser takes to show its window.
  static let patience: Duration = .seconds(2)

  private let environment: [String: String]
  private let clock: any Clock<Duration>

  /// An opener using `environment`'s `BROWSER` and `PATH`, and giving it to the program;
  /// `clock` measures the wait for a program that fails at once (a test clock in tests).
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.environment = environment
    self.clock = clock
  }

  /// Opens `url` with the first program that can, without waiting for it to quit.
  ///
  /// - Throws: ``LinkOpeningError`` for a link of another scheme or when every program found
  ///   exited with a failure within the wait; ``/Symbiosis/ServiceUnavailable`` when no program is found.
  public func open(_ url: URL) async throws {
    let link = url.absoluteString
    guard let scheme = url.scheme?.lowercased(), Self.schemes.contains(scheme),
      link.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
    else { throw LinkOpeningError.unsupportedLink(link) }
    var failure: LinkOpeningError?
    for words in commands(opening: link) {
      guard let executable = locate(words[0]) else { continue }
      guard
        let status = try await ChildProcess.start(
          executable, arguments: Array(words.dropFirst()), environment: environment,
          patience: Self.patience, clock: clock),
        status != 0
      else { return }
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
