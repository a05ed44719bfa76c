/// What passes from a scene's view to the one made again to replace it (its scene file was
/// saved): what the user typed, where a list's highlight was, and the focus. A platform's
/// navigation makes one when a scene's content is remade, over its own views (see
/// ``HandoverView``).
///
/// An old view's counterpart in the new content is the view of its class with its scene-file id
/// (``HandoverView/sceneID``). A view without one is matched by place: the view of its class at the
/// same place, in reading order, among the views of that class inside the nearest view around
/// it that has an id (or inside the whole content), so a button in a row, or a table in a
/// list with a header, is matched too.
///
/// A scene file may hold many views: each list of views of a class inside a view is made once
/// and indexed, so matching every view of a content takes time in proportion to its size.
@MainActor
public struct SceneViewHandover<Tree: HandoverView> where Tree.TreeView == Tree {
  private let old: Tree
  private let new: Tree
  private let places = Places()

  /// The views of a class inside a view, and each one's place among them, made when first
  /// asked for.
  private final class Places {
    struct Key: Hashable {
      let root: ObjectIdentifier
      let viewClass: ObjectIdentifier
    }
    var lists: [Key: (views: [Tree], places: [ObjectIdentifier: Int])] = [:]
    /// The views of the new content with a scene-file id, by id, in reading order.
    var identified: [String: [Tree]]?
  }

  /// A handover from `old`, the content being replaced, to `new`.
  public init(from old: Tree, to new: Tree) {
    self.old = old
    self.new = new
  }

  /// Gives each view of the new content the state of its counterpart in the old (see
  /// ``HandoverView/takeOverState(from:)``).
  public func carryState() {
    Self.visit(old) { view in counterpart(of: view)?.takeOverState(from: view) }
  }

  /// The view of the new content that takes the focus from `focused`, a view of the old one:
  /// its counterpart, when that takes the focus.
  public func heir(of focused: Tree?) -> Tree? {
    guard let focused, let heir = counterpart(of: focused), heir.acceptsFocus else { return nil }
    return heir
  }

  /// The view of the new content matching `view` of the old, if any.
  public func counterpart(of view: Tree) -> Tree? {
    guard Self.view(view, isIn: old) else { return nil }
    if view === old { return type(of: new) == type(of: old) ? new : nil }
    if let id = view.sceneID {
      return identified()[id]?.first { type(of: $0) == type(of: view) }
    }
    var around = view.superview ?? old
    while around.sceneID == nil, around !== old, let parent = around.superview { around = parent }
    guard let place = views(like: view, in: around).places[ObjectIdentifier(view)],
      let counterpart = around === old ? new : counterpart(of: around)
    else { return nil }
    let candidates = views(like: view, in: counterpart).views
    return candidates.indices.contains(place) ? candidates[place] : nil
  }

  /// The views of the new content with a scene-file id, by id, in reading order.
  private func identified() -> [String: [Tree]] {
    if let identified = places.identified { return identified }
    var identified: [String: [Tree]] = [:]
    Self.visit(new) { view in
      if let id = view.sceneID { identified[id, default: []].append(view) }
    }
    places.identified = identified
    return identified
  }

  /// The views of `view`'s class, without an id, inside `root`, in reading order, and the
  /// place of each among them.
  private func views(like view: Tree, in root: Tree) -> (
    views: [Tree], places: [ObjectIdentifier: Int]
  ) {
    let key = Places.Key(
      root: ObjectIdentifier(root), viewClass: ObjectIdentifier(type(of: view)))
    if let list = places.lists[key] { return list }
    var found: [Tree] = []
    for child in root.subviews {
      Self.visit(child) {
        if $0.sceneID == nil, type(of: $0) == type(of: view) { found.append($0) }
      }
    }
    var indexes: [ObjectIdentifier: Int] = [:]
    for (index, view) in found.enumerated() { indexes[ObjectIdentifier(view)] = index }
    places.lists[key] = (found, indexes)
    return (found, indexes)
  }

  /// Calls `body` on `root` and every view inside it, in reading order.
  private static func visit(_ root: Tree, _ body: (Tree) -> Void) {
    body(root)
    for view in root.subviews { visit(view, body) }
  }

  /// Whether `view` is `root` or inside it.
  private static func view(_ view: Tree, isIn root: Tree) -> Bool {
    var current: Tree? = view
    while let candidate = current {
      if candidate === root { return true }
      current = candidate.superview
    }
    return false
  }
}
