/// Performs a segue with the item an event gives: a list's selection opening the item's scene,
/// with no closure.
///
/// ```swift
/// let open = SegueAction(showPerson, from: people)
/// open.connect(on: table.selections)   // pushes PersonDetail following the person selected
/// status.reactive.text <~ open.failure.map { $0.map { "\($0)" } ?? "" }
/// ```
///
/// The navigator is its ``Action/services``' navigation: in a scene's content, the navigator
/// showing the scene. A ``NavigationError`` (no source in the destination takes the item, say)
/// is the action's ``Action/failure``, and nothing is shown.
@MainActor
public final class SegueAction<Item: Sendable>: Action<Item> {
  /// The segue performed.
  public let segue: Segue
  private let name: String?
  /// What it passes for an input; nil to pass nothing.
  private let payload: (@MainActor (Item) -> any Sendable)?

  /// An action performing `segue`, passing a copy of its input into the destination's source
  /// called `name`, or, without a name, the one whose type matches.
  public init(_ segue: Segue, into name: String? = nil) {
    self.segue = segue
    self.name = name
    payload = { $0 }
    super.init()
  }

  /// An action performing `segue`, passing the destination `source`'s element with its input's
  /// id (``DataSource/item(_:)``) rather than a copy: the destination follows the element as
  /// the list changes, and its edits write into the list.
  public init(_ segue: Segue, from source: DataSource<[Item]>, into name: String? = nil)
  where Item: Identifiable, Item.ID: Sendable {
    self.segue = segue
    self.name = name
    payload = { source.item($0.id) }
    super.init()
  }

  /// An action performing `segue` passing nothing: the destination's settable sources stay
  /// empty (a button opening an About page).
  public init(passingNothing segue: Segue) where Item == Void {
    self.segue = segue
    name = nil
    payload = nil
    super.init()
  }

  /// Performs the segue, passing `item`, or the source following it, or nothing.
  public override func perform(_ item: Item) async throws {
    let navigation = try services.require(\.navigation, "Navigation")
    guard let payload else {
      try navigation.perform(segue)
      return
    }
    try navigation.perform(segue, passing: payload(item), into: name)
  }
}
