/// Performs a segue with the item an event gives: a list's selection opening the item's scene,
/// with no closure.
///
/// ```swift
/// SegueAction(showPerson).connect(on: table.selections)   // pushes PersonDetail with the person
/// status.reactive.text <~ segue.failure.map { $0.map { "\($0)" } ?? "" }
/// ```
///
/// The navigator is the services' ``PlatformServices/navigation`` (the one showing the scene
/// whose content made the action), unless one is given. A ``NavigationError`` (no source in the
/// destination takes the item, say) is the action's ``Action/failure``, and nothing is shown.
@MainActor
public final class SegueAction<Item: Sendable>: Action<Item> {
  /// The segue performed.
  public let segue: Segue
  private let name: String?
  private let navigation: (any NavigationService)?

  /// An action performing `segue`, passing its input into the destination's source called
  /// `name` (or the one whose type matches), through `navigation` or the platform's when `nil`.
  public init(
    _ segue: Segue, into name: String? = nil, navigation: (any NavigationService)? = nil
  ) {
    self.segue = segue
    self.name = name
    self.navigation = navigation
    super.init()
  }

  /// Performs the segue, passing `item`.
  public override func perform(_ item: Item) async throws {
    try (navigation ?? services.require(\.navigation, "Navigation"))
      .perform(segue, passing: item, into: name)
  }
}
