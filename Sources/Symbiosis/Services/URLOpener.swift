#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Opens a link in whatever the platform opens links with.
public protocol URLOpener: Sendable {
  /// Opens `url`.
  func open(_ url: URL) async throws
}
