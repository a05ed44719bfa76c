/// A data source used in a way it cannot serve.
public enum DataSourceError: Error, Hashable, CustomStringConvertible {
  /// `source` was asked to load but has no loading function and does not override `load()`.
  case noLoader(source: String)
  /// A source following one item of a list (``DataSource/item(_:)``) found no item with `id`.
  case missingItem(id: String)
  /// A source switching between others (``DataSource/switching(on:cases:)``) was given `name`,
  /// which names none of `cases`.
  case noCase(named: String, cases: [String])

  /// A sentence for the developer.
  public var description: String {
    switch self {
    case .noLoader(let source):
      "\(source) has no loading function and does not override load()"
    case .missingItem(let id):
      "the list has no item with id \(id)"
    case .noCase(let name, let cases):
      "no case is named '\(name)'; the cases are \(cases.map { "'\($0)'" }.joined(separator: ", "))"
    }
  }
}
