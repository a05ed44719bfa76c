/// Why the image named on the command line cannot be shown.
struct PictureError: Error, Equatable, CustomStringConvertible {
  /// The path as given.
  let path: String
  /// One sentence: "no such file.", or the decoder's own.
  let reason: String

  var description: String { "\(path): \(reason)" }
}
