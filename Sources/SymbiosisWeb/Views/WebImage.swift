import Foundation

/// A picture, `<img alt="">`, loaded by the browser from ``path``: a URL of a safe scheme
/// (`https:`, ``SafeURL``), a path of the server's kept as written (`/logo.png`), or a path
/// relative to the app's folder (`photos/rex.png`), which the server serves from the scene
/// files' folder under ``WebAssets/filesPrefix``. An address of another scheme
/// (`javascript:`, `data:`, `file:`) gives it no `src`.
@MainActor
public final class WebImage: WebView {
  /// The picture's address as given; empty for none.
  public var path: String {
    didSet { showPath() }
  }

  /// A picture loaded from `path`.
  public init(path: String = "") {
    self.path = path
    super.init(tag: "img", classes: "sy-image")
    setAttribute("alt", "")
    showPath()
  }

  /// The `src` attribute: the path, trimmed, when ``SafeURL`` takes it; a relative one under
  /// the server's files.
  private func showPath() {
    let trimmed = path.trimmingCharacters(in: .whitespaces)
    setAttribute("src", trimmed.isEmpty ? nil : Self.source(of: trimmed))
  }

  /// What the browser loads for `path`: a relative path (no scheme, no leading `/`) under
  /// ``WebAssets/filesPrefix``, each of its parts percent-encoded (a `?` or `#` and what
  /// follows kept as they are); anything else as it is.
  static func source(of path: String) -> String {
    guard !path.hasPrefix("/"), SafeURL.checked(path) == path, !path.contains(":") else {
      return path
    }
    let end = path.firstIndex { $0 == "?" || $0 == "#" } ?? path.endIndex
    let parts = path[..<end].split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? ""
    }
    let rest =
      path[end...].addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.union(["#"])) ?? ""
    return WebAssets.filesPrefix + parts.joined(separator: "/") + rest
  }
}
