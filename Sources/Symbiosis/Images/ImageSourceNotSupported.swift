import Foundation
import SymbiosisTerminal

/// A picture's address that the default image loader cannot read: it reads files only.
public struct ImageSourceNotSupported: Error, CustomStringConvertible {
  /// The address.
  public let url: URL
  /// What went wrong, in one sentence.
  public var description: String {
    "cannot load '\(url.absoluteString)': only files can be shown; give the platform an "
      + "ImageLoader that downloads"
  }
}
