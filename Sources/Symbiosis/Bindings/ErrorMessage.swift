#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The sentence a view shows for an error: a `LocalizedError`'s description, else the error's
/// own.
enum ErrorMessage {
  /// The message for `error`.
  static func text(for error: any Error) -> String {
    (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
  }
}
