import Foundation

/// The offline catalog: 2,400 invented songs shipped in the iTunes Search API's JSON format, so
/// that searching offline goes through the real service's decoder. `SearchyBenchmarks` generates
/// the file (`--write-catalog`) and catalogs of any size.
public enum Catalog {
  /// The songs searched offline; none if the bundled file were missing or unreadable.
  public static let songs: [Song] = {
    let file = Bundle.module.url(forResource: "catalog", withExtension: "json")
    return (try? file.map { try Song.decodeResults(from: Data(contentsOf: $0)) }) ?? []
  }()
}
