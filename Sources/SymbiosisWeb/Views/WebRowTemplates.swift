/// The row skeletons the browser of a page holds (``WebRowTemplate``), each sent once per
/// screen: the page forgets them when it shows another screen or renders its HTML anew.
struct WebRowTemplates {
  /// The most skeletons a screen holds; a row of yet another shape goes as HTML.
  static let limit = 64

  private var ids: [String: Int] = [:]
  /// The next template's id: an id names one skeleton for the page's whole life.
  private var nextID = 1

  /// The id of `skeleton`, and whether it is new to the browser (its template is to be sent
  /// first); `nil` when it is new and the screen holds ``limit`` skeletons already.
  mutating func id(for skeleton: String) -> (id: Int, isNew: Bool)? {
    if let id = ids[skeleton] { return (id, false) }
    guard ids.count < Self.limit else { return nil }
    let id = nextID
    nextID += 1
    ids[skeleton] = id
    return (id, true)
  }

  /// Forgets every skeleton: the browser no longer holds them.
  mutating func forget() { ids.removeAll() }
}
