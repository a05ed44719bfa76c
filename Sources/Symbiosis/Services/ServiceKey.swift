/// Names one of an app's own dependencies in ``PlatformServices``: a search service, an API
/// client.
///
/// ```swift
/// enum SearchServiceKey: ServiceKey {
///   static var defaultValue: any SearchService { OfflineSearch() }
/// }
/// PlatformServices.with({ $0[SearchServiceKey.self] = fakeSearch }) { … }
/// ```
public protocol ServiceKey {
  /// The dependency's type.
  associatedtype Value: Sendable
  /// What a lookup finds when neither a scope nor the platform set one.
  static var defaultValue: Value { get }
}
