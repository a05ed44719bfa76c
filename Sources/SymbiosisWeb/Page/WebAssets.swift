import Foundation

/// The files a page loads from its server: the client script, the base stylesheet, and the
/// pictures of the app's folder.
public enum WebAssets {
  /// Where the server serves the pictures of the app's folder (the scene files' folder): a
  /// relative path `photos/rex.png` is `/_symbiosis/files/photos/rex.png`.
  public static let filesPrefix = "/_symbiosis/files/"

  /// The client script, served as `/_symbiosis/client.js`.
  public static let script = read("symbiosis", "js")
  /// The stylesheet every page loads before the app's, served as `/_symbiosis/base.css`.
  public static let stylesheet = read("symbiosis", "css")

  private static func read(_ name: String, _ ext: String) -> String {
    guard
      let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Client"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return "" }
    return text
  }
}
