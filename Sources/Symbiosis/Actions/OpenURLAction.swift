#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Opens a link: a web page's, a person's.
@MainActor
public final class OpenURLAction: Action<URL> {
  private let opener: (any URLOpener)?

  /// An action using `opener`, or the platform's when `nil`.
  public init(opener: (any URLOpener)? = nil) {
    self.opener = opener
    super.init()
  }

  /// Opens `url`.
  public override func perform(_ url: URL) async throws {
    try await PlatformServices.current.require(opener, \.urlOpener, "Opening links").open(url)
  }
}
