/// Performs a segue with the item an event gives: a list's selection opening the item's scene,
/// with no closure.
///
/// ```swift
/// let open = SegueAction(showPerson)
/// open.connect(on: table.selections)   // pushes PersonDetail with the person selected
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

  /// An action performing `segue`, passing its input into the destination's source called
  /// `name`, or, without a name, the one whose type matches.
  public init(_ segue: Segue, into name: String? = nil) {
    self.segue = segue
    self.name = name
    super.init()
  }

  /// Performs the segue, passing `item`.
  public override func perform(_ item: Item) async throws {
    try services.require(\.navigation, "Navigation").perform(segue, passing: item, into: name)
  }
}
