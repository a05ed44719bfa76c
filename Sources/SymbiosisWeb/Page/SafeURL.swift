import Foundation

/// The URLs a page may link to or load: `http:`, `https:`, `mailto:`, and paths of the app's
/// own; never `javascript:`, `data:` or another scheme a link could run.
public enum SafeURL {
  /// The schemes a link or an image may have.
  public static let schemes: Set<String> = ["http", "https", "mailto"]

  /// `url` when it is safe to put in a page, else `nil`.
  public static func checked(_ url: String) -> String? {
    let trimmed = url.trimmingCharacters(in: .whitespacesAndNewlines.union(.controlCharacters))
    // `//host` and `\\host` are links to another host, whatever scheme the page has.
    if trimmed.hasPrefix("//") || trimmed.hasPrefix("\\") || trimmed.hasPrefix("/\\") {
      return nil
    }
    guard let colon = trimmed.firstIndex(of: ":") else { return trimmed }
    let scheme = trimmed[..<colon]
    // A colon after a slash, a question mark or a hash is in a path, not a scheme.
    if scheme.contains(where: { "/?#".contains($0) }) { return trimmed }
    return schemes.contains(scheme.lowercased()) ? trimmed : nil
  }

  /// Whether the attribute `name` holds a URL.
  public static func isURLAttribute(_ name: String) -> Bool {
    ["href", "src", "action", "formaction"].contains(name)
  }
}
