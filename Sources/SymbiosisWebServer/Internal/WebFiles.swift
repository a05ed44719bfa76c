import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import SymbiosisWeb

/// The pictures of the app's folder (its scene files' folder), served under
/// `WebAssets.filesPrefix` for images a scene file names by a relative path: only a file
/// inside the folder (no `..`, no link leading out), only a picture's extension, at most
/// ``maximumSize`` bytes.
struct WebFiles: Sendable {
  /// The largest file served, in bytes.
  static let maximumSize = 16 << 20
  /// The types served, by extension.
  static let types = [
    "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
    "webp": "image/webp",
  ]

  /// The folder, its links resolved.
  let folder: URL

  init(folder: URL) {
    self.folder = folder.standardizedFileURL.resolvingSymlinksInPath()
  }

  /// The file `path` (what follows the prefix, percent-encoded) names, when it may be served.
  func file(at path: Substring) -> (url: URL, type: String)? {
    guard let decoded = String(path).removingPercentEncoding, !decoded.isEmpty,
      !decoded.hasPrefix("/"), !decoded.contains("\\"), !decoded.contains("\0"),
      !decoded.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }),
      let type = Self.types[URL(filePath: decoded).pathExtension.lowercased()]
    else { return nil }
    let url = folder.appending(path: decoded).standardizedFileURL.resolvingSymlinksInPath()
    guard url.path.hasPrefix(folder.path + "/") else { return nil }
    return (url, type)
  }

  /// The answer to a GET (or, with `isHead`, a HEAD) of `path`: the picture, or 404.
  func response(for path: Substring, isHead: Bool, headers: HTTPFields) -> Response {
    guard let (url, type) = file(at: path),
      let size = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
      size.isRegularFile == true, let fileSize = size.fileSize, fileSize <= Self.maximumSize
    else { return Response(status: .notFound, headers: headers) }
    // What is sent is what was read, however the file changed since its size was asked.
    let bytes = isHead ? nil : try? Data(contentsOf: url)
    if !isHead, (bytes?.count ?? .max) > Self.maximumSize {
      return Response(status: .notFound, headers: headers)
    }
    var headers = headers
    headers[.contentType] = type
    headers[.cacheControl] = "no-cache"
    headers[.contentLength] = String(bytes?.count ?? fileSize)
    return Response(
      status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes ?? Data())))
  }
}
