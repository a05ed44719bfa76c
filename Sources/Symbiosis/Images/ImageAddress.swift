#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a picture's address may be, in a scene file (`image: photos/ada.png`) or a model: a URL
/// with a scheme (`https://…`, `file:///…`), an absolute path, or a path relative to a folder.
///
/// Every platform reads an address the same way; what it can load from one is its own (the
/// terminal's default loader reads files only and fails others with ``ImageSourceNotSupported``).
public enum ImageAddress {
  /// The URL `text` names: a URL with a scheme, else a file's path, from `folder` when relative
  /// (the current folder when `folder` is `nil`); `nil` when `text` is empty or blank.
  public static func url(_ text: String, relativeTo folder: URL?) -> URL? {
    // Spaces and tabs trimmed, as `CharacterSet.whitespaces` does, without all of Foundation.
    let isBlank = { (scalar: Unicode.Scalar) in
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return nil }
    let path = String(scalars[first...last])
    if path.contains("://"), let url = URL(string: path) { return url }
    if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
    return folder.map { $0.appending(path: path) } ?? URL(fileURLWithPath: path)
  }
}
