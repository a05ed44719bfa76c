#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A picture's address that a platform's default image loader cannot read: the terminal's reads
/// files only.
public struct ImageSourceNotSupported: Error, CustomStringConvertible {
  /// The address.
  public let url: URL

  /// The error for `url`, which the loader cannot read.
  public init(url: URL) { self.url = url }

  /// What went wrong, in one sentence.
  public var description: String {
    "cannot load '\(url.absoluteString)': only files can be shown; give the platform an "
      + "ImageLoader that downloads"
  }
}
