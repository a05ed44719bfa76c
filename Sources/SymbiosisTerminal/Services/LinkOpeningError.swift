import Foundation

/// Why a link did not open.
public enum LinkOpeningError: Error, Hashable, CustomStringConvertible {
  /// The link is not one the opener hands to a program: only http, https, mailto and file
  /// links open, so that nothing else (an option-like argument, a `javascript:` link) reaches
  /// the browser's command line.
  case unsupportedLink(String)
  /// Every program that could open it failed; the last one's command and exit status.
  case failed(command: String, status: Int32)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .unsupportedLink(let link):
      "Only http, https, mailto and file links open here, not \"\(link)\"."
    case .failed(let command, let status):
      "\(command) could not open the link (exit status \(status))."
    }
  }
}
