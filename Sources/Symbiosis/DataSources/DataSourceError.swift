/// A data source used in a way it cannot serve.
public enum DataSourceError: Error, Hashable, CustomStringConvertible {
  /// `source` was asked to load but has no loading function and does not override `load()`.
  case noLoader(source: String)

  /// A sentence for the developer.
  public var description: String {
    switch self {
    case .noLoader(let source):
      "\(source) has no loading function and does not override load()"
    }
  }
}
