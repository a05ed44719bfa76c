import Symbiosis
import Testing

/// A view of a made-up platform: where it is, whether it takes focus, and what it holds.
@MainActor
private final class Node {
  let name: String
  var frame: Rect
  var accepts: Bool
  var isHidden = false
  private(set) var children: [Node] = []
  private(set) weak var parent: Node?
  var gainedFocus = 0
  var lostFocus = 0

  init(_ name: String, x: Int = 0, y: Int = 0, accepts: Bool = true, _ children: [Node] = []) {
    self.name = name
    frame = Rect(x: x, y: y, width: 4, height: 1)
    self.accepts = accepts
    for child in children { add(child) }
  }

  func add(_ child: Node) {
    children.append(child)
    child.parent = self
  }

  func remove(_ child: Node) {
    children.removeAll { $0 === child }
    child.parent = nil
  }
}

/// The made-up platform's tree, as the focus model sees it.
@MainActor
private struct NodeTree: FocusTree {
  func focusableNodes(in layer: Node, keeping kept: Node?) -> [Node] {
    guard !layer.isHidden else { return [] }
    return (layer.accepts || layer === kept ? [layer] : [])
      + layer.children.flatMap { focusableNodes(in: $0, keeping: kept) }
  }

  func layer(_ layer: Node, contains node: Node) -> Bool {
    var current: Node? = node
    while let candidate = current {
      if candidate === layer { return true }
      current = candidate.parent
    }
    return false
  }

  func takesFocus(_ node: Node) -> Bool {
    var current: Node? = node
    while let candidate = current {
      if candidate.isHidden { return false }
      current = candidate.parent
    }
    return node.accepts
  }

  func frame(of node: Node) -> Rect { node.frame }

  func didGainFocus(_ node: Node) { node.gainedFocus += 1 }

  func didLoseFocus(_ node: Node) { node.lostFocus += 1 }
}

@MainActor
@Suite("Focus model")
struct FocusModelTests {
  /// Two buttons side by side and one below them, in a root that does not take focus.
  private func form() -> (FocusModel<NodeTree>, one: Node, two: Node, below: Node) {
    let one = Node("one", x: 0, y: 0)
    let two = Node("two", x: 5, y: 0)
    let below = Node("below", x: 0, y: 1)
    let root = Node("root", accepts: false, [Node("row", accepts: false, [one, two]), below])
    return (FocusModel(root: root, tree: NodeTree()), one, two, below)
  }

  @Test func theFirstNodeTakesFocusAndTabWrapsAroundBothWays() {
    let (model, one, two, below) = form()
    #expect(model.focused == nil)
    model.ensureFocus()
    #expect(model.focused === one)
    #expect(one.gainedFocus == 1)
    #expect(model.moveFocus(forward: true))
    #expect(model.focused === two)
    model.moveFocus(forward: true)
    model.moveFocus(forward: true)
    #expect(model.focused === one, "past the last comes the first")
    model.moveFocus(forward: false)
    #expect(model.focused === below, "before the first comes the last")
  }

  /// A node hears that it lost the focus (a field's `on: leave` edit is written then): to Tab,
  /// an arrow, a click, and a modal layer shown over it; not when focus stays where it is.
  @Test func theNodeThatHadTheFocusIsToldItLostIt() {
    let (model, one, two, below) = form()
    model.ensureFocus()
    #expect(one.lostFocus == 0)
    model.moveFocus(forward: true)
    #expect((one.lostFocus, two.lostFocus) == (1, 0))
    model.focus(two)
    #expect(two.lostFocus == 0, "focusing the focused node moves nothing")
    model.moveFocus(toward: .down)
    #expect(two.lostFocus == 1)
    model.present(Node("modal", [Node("ok")]))
    #expect(below.lostFocus == 1)
  }

  @Test func anArrowMovesToTheNearestNodeThatWay() {
    let (model, one, two, below) = form()
    model.ensureFocus()
    #expect(model.moveFocus(toward: .right))
    #expect(model.focused === two)
    #expect(model.moveFocus(toward: .down))
    #expect(model.focused === below, "straight ahead is farther across, yet the only one below")
    #expect(model.moveFocus(toward: .up))
    #expect(model.focused === one, "straight above beats the one off to the side")
    #expect(!model.moveFocus(toward: .left), "nothing lies to the left")
    #expect(model.focused === one)
  }

  @Test func theDistanceCountsAcrossDouble() {
    let origin = Rect(x: 10, y: 10, width: 4, height: 1)
    #expect(
      FocusDirection.down.distance(from: origin, to: Rect(x: 10, y: 12, width: 4, height: 1))
        == 2)
    #expect(
      FocusDirection.down.distance(from: origin, to: Rect(x: 20, y: 11, width: 4, height: 1))
        == 1 + 2 * 6)
    #expect(
      FocusDirection.up.distance(from: origin, to: Rect(x: 10, y: 12, width: 4, height: 1))
        == nil)
    #expect(
      FocusDirection.left.distance(from: origin, to: Rect(x: 0, y: 10, width: 4, height: 1))
        == 7)
  }

  @Test func anArrowWithNothingFocusedFocusesTheFirst() {
    let (model, one, _, _) = form()
    #expect(model.moveFocus(toward: .down))
    #expect(model.focused === one)
  }

  @Test func focusStaysInsideTheTopModalAndComesBackAfter() {
    let (model, one, _, _) = form()
    model.ensureFocus()
    let yes = Node("yes")
    let no = Node("no", x: 5)
    let modal = Node("alert", accepts: false, [yes, no])
    model.present(modal)
    #expect(!model.focus(one), "the root is out of reach under a modal")
    model.ensureFocus()
    #expect(model.focused === yes)
    model.moveFocus(forward: true)
    model.moveFocus(forward: true)
    #expect(model.focused === yes, "Tab wraps inside the modal")
    #expect(model.dismiss(modal))
    #expect(!model.dismiss(modal))
    model.ensureFocus()
    #expect(model.focused === one)
  }

  @Test func aDisabledNodePassesFocusToTheNextInReadingOrder() {
    let (model, _, two, below) = form()
    model.ensureFocus()
    model.focus(two)
    two.accepts = false
    model.ensureFocus()
    #expect(model.focused === below)
    below.accepts = false
    model.ensureFocus()
    #expect(model.focused?.name == "one", "wrapping round to the first")
  }

  @Test func aHiddenNodeCannotBeFocusedAndLosesFocus() {
    let (model, one, two, _) = form()
    model.ensureFocus()
    model.focus(two)
    two.isHidden = true
    #expect(!model.focus(two))
    model.ensureFocus()
    #expect(model.focused === one, "a hidden node is not in the order any more: the first takes it")
  }

  @Test func aRemovedNodeGivesUpFocus() {
    let (model, _, two, below) = form()
    model.focus(two)
    #expect(!model.nodeWasRemoved(below), "the focus was elsewhere")
    two.parent?.remove(two)
    #expect(model.nodeWasRemoved(two))
    #expect(model.focused == nil)
    model.ensureFocus()
    #expect(model.focused?.name == "one")
  }

  @Test func aRemovedNodeTakesTheModalLayersInsideItAway() {
    let first = Node("first")
    let root = Node("root", accepts: false, [first])
    var page: Node? = Node("page", accepts: false, [Node("dialog", accepts: false, [Node("ok")])])
    weak let dialog = page?.children.first
    root.add(page!)
    let model = FocusModel(root: root, tree: NodeTree())
    model.present(dialog!)
    model.ensureFocus()
    #expect(model.focused?.name == "ok")
    root.remove(page!)
    #expect(model.nodeWasRemoved(page!))
    #expect(model.layers.count == 1, "the dialog no longer holds the keys")
    model.ensureFocus()
    #expect(model.focused === first)
    page = nil
    #expect(dialog == nil, "nor is it kept alive")
  }

  @Test func focusingTheFocusedNodeAgainChangesNothing() {
    let (model, one, _, _) = form()
    #expect(model.focus(one))
    #expect(!model.focus(one))
    #expect(one.gainedFocus == 1)
  }
}
