/// What passes from a scene's view to the one made again to replace it (its scene file was
/// saved): views are matched by their scene-file id (``View/sceneID``).
@MainActor
struct SceneViewHandover {
  /// The old content's views that have an id, by id; the first of each id.
  private let identified: [String: View]
  private let old: View

  /// A handover from `old`, the content being replaced.
  init(from old: View) {
    self.old = old
    var identified: [String: View] = [:]
    Self.visit(old) { view in
      if let id = view.sceneID, identified[id] == nil { identified[id] = view }
    }
    self.identified = identified
  }

  /// Gives each field of `new` the text of the old field with its id, so that what the user
  /// typed (a search term, a value not yet valid) stays.
  func carryTypedText(into new: View) {
    Self.visit(new) { view in
      guard let field = view as? TextField, let id = field.sceneID,
        let oldField = identified[id] as? TextField, oldField.text.value != field.text.value
      else { return }
      field.text.value = oldField.text.value
    }
  }

  /// The view of `new` that takes the focus from `focused`, a view of the old content: the
  /// view with the same id; for a view without one (a button in a row, a table in a list with a
  /// header), the control at the same place among the controls of the nearest view around it
  /// that has an id (or of the whole content); `nil` when there is none.
  func heir(of focused: View?, in new: View) -> View? {
    guard let focused, old.contains(focused) else { return nil }
    var around: View = focused
    while around.sceneID == nil, around !== old, let parent = around.superview { around = parent }
    let counterpart =
      around === old ? new : around.sceneID.flatMap { Self.view(withID: $0, in: new) }
    guard let counterpart else { return nil }
    if around === focused { return counterpart.acceptsFocus ? counterpart : nil }
    guard let place = around.focusableViews().firstIndex(where: { $0 === focused }) else {
      return nil
    }
    let controls = counterpart.focusableViews()
    return controls.indices.contains(place) ? controls[place] : nil
  }

  /// The first view in `root`'s tree with `id`.
  private static func view(withID id: String, in root: View) -> View? {
    var found: View?
    visit(root) { view in
      if found == nil, view.sceneID == id { found = view }
    }
    return found
  }

  /// Calls `body` on `root` and every view inside it, in reading order.
  private static func visit(_ root: View, _ body: (View) -> Void) {
    body(root)
    for view in root.subviews { visit(view, body) }
  }
}
