/// Why a session could not start or a service of its could not do what was asked.
public enum WebSessionError: Error, Hashable, CustomStringConvertible {
  /// No screen of the app has the URL path `path`: the server answers 404.
  case notFound(path: String)
  /// The link `url` has a scheme a page may not open (`javascript:`, `data:`).
  case unsafeURL(String)
  /// The session has ended: its tab is gone.
  case ended

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .notFound(let path): "No page is at \(path)."
    case .unsafeURL(let url):
      "The link \(url) cannot be opened: its kind of address is not allowed."
    case .ended: "The page has been closed."
    }
  }
}
