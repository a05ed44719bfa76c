import Foundation

/// A picture, `<img alt="">`, loaded by the browser from ``path``: a URL of a safe scheme
/// (`https:`, ``SafeURL``), or a path kept as written, which the server resolves (a relative
/// one from the scene files' folder). An address of another scheme (`javascript:`, `data:`,
/// `file:`) gives it no `src`.
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

  /// The `src` attribute: the path, trimmed, when ``SafeURL`` takes it.
  private func showPath() {
    let trimmed = path.trimmingCharacters(in: .whitespaces)
    setAttribute("src", trimmed.isEmpty ? nil : trimmed)
  }
}
