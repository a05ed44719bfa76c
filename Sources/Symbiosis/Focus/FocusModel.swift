/// The platform-free half of keyboard focus: which view has it, the order Tab follows (wrapping
/// around), moving by direction, focus kept inside the top modal layer, and focus passed on
/// when the view holding it is removed, hidden or disabled.
///
/// A platform owns one over its ``FocusTree`` and drives it: Tab calls
/// ``moveFocus(forward:)``, an arrow ``moveFocus(toward:)``, a click or the browser's own focus
/// event ``focus(_:)``; before drawing and before a key it calls ``ensureFocus()``, so that the
/// focus is always on a shown view that takes it.
@MainActor
public final class FocusModel<Tree: FocusTree> {
  /// The platform's view that can hold focus.
  public typealias Node = Tree.Node

  /// The platform's views, as the model sees them.
  public let tree: Tree
  /// The node with focus, if any.
  public private(set) var focused: Node?
  /// The layers that can hold focus, the root first; only the last one takes it.
  public private(set) var layers: [Node]

  /// A model focusing inside `root`, with nothing focused yet.
  public init(root: Node, tree: Tree) {
    self.tree = tree
    layers = [root]
  }

  /// The layer focus stays in: the topmost modal, or the root.
  public var activeLayer: Node { layers[layers.count - 1] }

  /// Adds `layer` over the others; focus moves into it at the next ``ensureFocus()``.
  public func present(_ layer: Node) {
    layers.append(layer)
    give(focusTo: nil)
  }

  /// Removes the modal `layer`; focus goes back into the layer below at the next
  /// ``ensureFocus()``. False when `layer` is not a modal layer of the model.
  @discardableResult
  public func dismiss(_ layer: Node) -> Bool {
    guard layers.dropFirst().contains(where: { $0 === layer }) else { return false }
    layers = [layers[0]] + layers.dropFirst().filter { $0 !== layer }
    give(focusTo: nil)
    return true
  }

  /// Gives `node` focus, if it takes it and is in the active layer; true when the focus moved.
  @discardableResult
  public func focus(_ node: Node?) -> Bool {
    guard let node, tree.takesFocus(node), tree.layer(activeLayer, contains: node) else {
      return false
    }
    guard focused !== node else { return false }
    give(focusTo: node)
    return true
  }

  /// Takes the focus from the node that has it, which hears that it lost it (a field writes
  /// what the user typed): what a platform does as the app ends.
  public func resignFocus() { give(focusTo: nil) }

  /// Moves focus to the next (or previous) node that takes it, wrapping around, as Tab does;
  /// true when the focus moved.
  @discardableResult
  public func moveFocus(forward: Bool) -> Bool {
    let nodes = tree.focusableNodes(in: activeLayer, keeping: nil)
    guard !nodes.isEmpty else { return false }
    let current = nodes.firstIndex { $0 === focused }
    let next = current.map { (($0 + (forward ? 1 : -1)) % nodes.count + nodes.count) % nodes.count }
    return focus(nodes[next ?? (forward ? 0 : nodes.count - 1)])
  }

  /// Moves focus to the nearest node that takes it in `direction`, or to the first one when
  /// nothing has focus; false when there is none.
  @discardableResult
  public func moveFocus(toward direction: FocusDirection) -> Bool {
    guard let current = focused else {
      moveFocus(forward: true)
      return focused != nil
    }
    let from = tree.frame(of: current)
    let scored = tree.focusableNodes(in: activeLayer, keeping: nil).compactMap {
      node -> (Node, Int)? in
      guard node !== current else { return nil }
      return direction.distance(from: from, to: tree.frame(of: node)).map { (node, $0) }
    }
    guard let best = scored.min(by: { $0.1 < $1.1 })?.0 else { return false }
    focus(best)
    return true
  }

  /// Keeps focus on a shown node of the active layer that takes it: with none focused, the
  /// first; a focused node that stops taking focus (a control disabled) passes it on to the
  /// next one in reading order, as Tab would.
  public func ensureFocus() {
    guard let current = focused else {
      give(focusTo: tree.focusableNodes(in: activeLayer, keeping: nil).first)
      return
    }
    let isInside = tree.layer(activeLayer, contains: current)
    if isInside, tree.takesFocus(current) { return }
    let nodes = tree.focusableNodes(in: activeLayer, keeping: isInside ? current : nil)
    guard let index = nodes.firstIndex(where: { $0 === current }) else {
      give(focusTo: nodes.first)
      return
    }
    give(focusTo: (nodes[(index + 1)...] + nodes[..<index]).first)
  }

  /// Forgets the focus when it is in `removed`, a node taken out of the tree, and the modal
  /// layers inside it, which no longer show; true when either was so.
  @discardableResult
  public func nodeWasRemoved(_ removed: Node) -> Bool {
    let modals = layers.dropFirst().filter { !tree.layer(removed, contains: $0) }
    let lostLayers = modals.count < layers.count - 1
    if lostLayers { layers = [layers[0]] + modals }
    let lostFocus = focused.map { tree.layer(removed, contains: $0) } ?? false
    guard lostLayers || lostFocus else { return false }
    focused = nil
    return true
  }

  /// Moves the focus to `node`, telling the node that had it that it lost it first.
  private func give(focusTo node: Node?) {
    let before = focused
    focused = node
    if let before, before !== node { tree.didLoseFocus(before) }
    if let node { tree.didGainFocus(node) }
  }
}
