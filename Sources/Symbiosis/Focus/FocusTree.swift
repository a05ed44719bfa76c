/// What a ``FocusModel`` asks of the platform whose views it focuses: their reading order,
/// where they are, and which of them can take focus now.
///
/// The model never looks inside a node; a terminal's nodes are its views, a browser's could
/// be its elements' ids.
@MainActor
public protocol FocusTree<Node> {
  /// A view that can hold focus, or a layer of them (the root, a modal).
  associatedtype Node: AnyObject

  /// The shown nodes inside `layer` that accept focus, in reading order, with `kept` in its
  /// place too when it is shown, though it no longer accepts focus.
  func focusableNodes(in layer: Node, keeping kept: Node?) -> [Node]
  /// Whether `node` is `layer` or inside it.
  func layer(_ layer: Node, contains node: Node) -> Bool
  /// Whether `node` accepts focus and is shown.
  func takesFocus(_ node: Node) -> Bool
  /// Where `node` is, for moving focus by direction.
  func frame(of node: Node) -> Rect
  /// Tells `node` that it has just gained focus.
  func didGainFocus(_ node: Node)
  /// Tells `node` that it has just lost focus (a field's `on: leave` edit is written then).
  func didLoseFocus(_ node: Node)
}

extension FocusTree {
  /// Tells a node nothing when it loses focus.
  public func didLoseFocus(_ node: Node) {}
}
