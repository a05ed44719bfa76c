#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The sentence a view shows for an error: a `LocalizedError`'s description, else the error's
/// own. Package-wide, so every platform words an error as the core does.
package enum ErrorMessage {
  /// The message for `error`.
  package static func text(for error: any Error) -> String {
    (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
  }
}
