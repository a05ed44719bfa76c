import Symbiosis
import Testing

/// Handing a remade scene's state over, on a tree of no platform: each old view's counterpart
/// is the new view of its class with its id, else at its place among the views of its class
/// inside the nearest view with an id.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct SceneViewHandoverTests {
  @Test func aViewWithAnIdIsMatchedByIdAndClassWhereverItMoved() {
    let oldField = Typed(id: "name", typed: "Ada")
    let old = Node(Node(oldField), Typed())
    let newField = Typed(id: "name")
    let new = Node(Typed(), Node(Node(newField)))
    let handover = SceneViewHandover(from: old, to: new)
    #expect(handover.counterpart(of: oldField) === newField)
    handover.carryState()
    #expect(newField.typed == "Ada")
    // Another class with the same id is no counterpart.
    let other = Node(Node(id: "name"))
    #expect(SceneViewHandover(from: old, to: other).counterpart(of: oldField) == nil)
  }

  @Test func aViewWithoutAnIdIsMatchedByPlaceInsideTheNearestViewWithOne() {
    let oldSecond = Typed(typed: "second")
    let old = Node(Node(id: "form", Typed(), Node(oldSecond)))
    let newSecond = Typed()
    // A view of the class added before the form does not shift the places inside it.
    let new = Node(Typed(), Node(id: "form", Node(Typed()), newSecond))
    let handover = SceneViewHandover(from: old, to: new)
    #expect(handover.counterpart(of: oldSecond) === newSecond)
    #expect(handover.counterpart(of: old) === new)
    handover.carryState()
    #expect(newSecond.typed == "second")
  }

  @Test func theFocusGoesToTheCounterpartOnlyWhenItTakesTheFocus() {
    let oldField = Typed(id: "a")
    let oldLabel = Node(id: "b")
    let old = Node(oldField, oldLabel, Typed())
    let newField = Typed(id: "a")
    let new = Node(newField, Node(id: "b"))
    let handover = SceneViewHandover(from: old, to: new)
    #expect(handover.heir(of: oldField) === newField)
    #expect(handover.heir(of: oldLabel) == nil)
    #expect(handover.heir(of: nil) == nil)
    // A view of neither content has no counterpart.
    #expect(handover.counterpart(of: Typed(id: "a")) == nil)
  }

  /// A scene file of many views is handed over in time linear in its size (the limit is a hang
  /// guard: matching by place looked through every view for each view).
  @Test func aContentOfManyViewsIsHandedOverViewByView() {
    let count = 100_000
    func content() -> (view: Node, fields: [Typed]) {
      let fields = (0..<count).map { _ in Typed() }
      return (Node(fields), fields)
    }
    let old = content()
    let new = content()
    old.fields[count - 1].typed = "last"
    old.fields[count / 2].typed = "middle"
    old.fields[count / 2].sceneID = "middle"
    new.fields[count / 2].sceneID = "middle"
    let handover = SceneViewHandover(from: old.view, to: new.view)
    handover.carryState()
    #expect(new.fields[count - 1].typed == "last")
    #expect(new.fields[count / 2].typed == "middle")
    #expect(new.fields[0].typed == "")
    #expect(handover.heir(of: old.fields[count - 2]) === new.fields[count - 2])
    #expect(handover.heir(of: old.fields[count / 2]) === new.fields[count / 2])
  }
}

/// A view of a tree of no platform: it holds views and takes no focus.
@MainActor
private class Node: HandoverView {
  var sceneID: String?
  private(set) weak var superview: Node?
  private(set) var subviews: [Node] = []
  var acceptsFocus: Bool { false }

  init(id: String? = nil, _ subviews: Node...) {
    sceneID = id
    add(subviews)
  }

  init(_ subviews: [Node]) { add(subviews) }

  private func add(_ views: [Node]) {
    for view in views { view.superview = self }
    subviews += views
  }

  func takeOverState(from old: Node) {}
}

/// A view the user types into, which takes the focus and the text of the view it replaces.
@MainActor
private final class Typed: Node {
  var typed: String

  init(id: String? = nil, typed: String = "") {
    self.typed = typed
    super.init(id: id)
  }

  override var acceptsFocus: Bool { true }

  override func takeOverState(from old: Node) {
    if let old = old as? Typed { typed = old.typed }
  }
}
