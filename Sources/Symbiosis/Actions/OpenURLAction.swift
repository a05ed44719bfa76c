#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Opens a link: a web page's, a person's.
@MainActor
public final class OpenURLAction: Action<URL> {
  /// An action allowed while `enabled` is true.
  public override init(enabled: Property<Bool> = Property(value: true)) {
    super.init(enabled: enabled)
  }

  /// Opens `url`.
  public override func perform(_ url: URL) async throws {
    try await services.require(\.urlOpener, "Opening links").open(url)
  }
}
