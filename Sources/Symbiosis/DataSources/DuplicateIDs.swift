/// A loaded list in which more than one entry has the same id: a failed load, since a list that
/// cannot tell its entries apart cannot be shown or edited by identity.
///
/// A data source's load fails with it when its value is an array of `Identifiable` elements
/// (rows, or sections) whose ids repeat; Retry loads again, so a fixed file or service recovers.
public struct DuplicateIDs: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every id given to more than one entry, as text, in the order the list first has them.
  public let ids: [String]

  /// An error naming `ids`.
  public init(ids: [String]) {
    self.ids = ids
  }

  /// How many ids the sentence names before it counts the rest.
  private static let named = 5

  /// A sentence a user can act on, naming the ids (the first five, then how many more).
  public var description: String {
    let shown = ids.prefix(Self.named)
    let list: String
    if ids.count > Self.named {
      list = "ids \(shown.joined(separator: ", ")) and \(ids.count - Self.named) more"
    } else if ids.count > 1 {
      list = "ids \(shown.dropLast().joined(separator: ", ")) and \(shown.last!)"
    } else {
      list = "id \(ids.first ?? "")"
    }
    return "More than one entry has the \(list); give each entry an id of its own."
  }

  /// The error for `list`'s repeated ids, or nil when every id is its own.
  public static func find<Element: Identifiable>(in list: [Element]) -> DuplicateIDs? {
    var seen = Set<Element.ID>(minimumCapacity: list.count)
    var repeated = Set<Element.ID>()
    for element in list where !seen.insert(element.id).inserted { repeated.insert(element.id) }
    guard !repeated.isEmpty else { return nil }
    var ids: [String] = []
    for element in list where repeated.remove(element.id) != nil {
      ids.append(String(describing: element.id))
    }
    return DuplicateIDs(ids: ids)
  }
}
