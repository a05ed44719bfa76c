/// What passes from a scene's view to the one made again to replace it (its scene file was
/// saved): what the user typed, where a list's highlight was, and the focus.
///
/// An old view's counterpart in the new content is the first view with its scene-file id
/// (``View/sceneID``) and class. A view without one is matched by place: the view of its class
/// at the same place, in reading order, among the views without an id whose nearest view
/// around with an id is the same (or the whole content), so a button in a row, or a table in a
/// list with a header, is matched too.
///
/// Each tree is walked once, so a handover costs time in proportion to the views, however many
/// there are.
@MainActor
struct SceneViewHandover {
  private let old: View
  private let new: View
  private let oldPlaces: Places
  private let newPlaces: Places

  /// A handover from `old`, the content being replaced, to `new`.
  init(from old: View, to new: View) {
    self.old = old
    self.new = new
    oldPlaces = Places(of: old)
    newPlaces = Places(of: new)
  }

  /// Gives each view of the new content the state of its counterpart in the old (see
  /// ``View/takeOverState(from:)``).
  func carryState() {
    for view in oldPlaces.inReadingOrder { counterpart(of: view)?.takeOverState(from: view) }
  }

  /// The view of the new content that takes the focus from `focused`, a view of the old one:
  /// its counterpart, when that takes the focus.
  func heir(of focused: View?) -> View? {
    guard let focused, let heir = counterpart(of: focused), heir.acceptsFocus else { return nil }
    return heir
  }

  /// The view of the new content matching `view` of the old, if any.
  func counterpart(of view: View) -> View? {
    if view === old { return type(of: new) == type(of: old) ? new : nil }
    guard let place = oldPlaces.place[ObjectIdentifier(view)] else { return nil }
    return newPlaces.view(at: place)
  }
}

extension SceneViewHandover {
  /// Where a view is: by its id and class, or by its class and order inside its scope.
  fileprivate enum Place: Hashable {
    case id(String, ObjectIdentifier)
    case order(scope: Scope, kind: ObjectIdentifier, index: Int)
  }

  /// The nearest view around with an id (the first of that id and class), or the content.
  fileprivate enum Scope: Hashable {
    case content
    case id(String, ObjectIdentifier)
    /// A view whose id and class an earlier view already has: nothing matches inside it.
    case repeated(ObjectIdentifier)
  }

  /// Every view of one content below its root, with its place, found in one walk.
  @MainActor
  fileprivate struct Places {
    private(set) var inReadingOrder: [View] = []
    private(set) var place: [ObjectIdentifier: Place] = [:]
    private var byPlace: [Place: View] = [:]
    private var counts: [Place: Int] = [:]

    init(of root: View) {
      for child in root.subviews { walk(child, scope: .content) }
    }

    func view(at place: Place) -> View? { byPlace[place] }

    private mutating func walk(_ view: View, scope: Scope) {
      inReadingOrder.append(view)
      let kind = ObjectIdentifier(type(of: view))
      var inner = scope
      if let id = view.sceneID {
        let place = Place.id(id, kind)
        if byPlace[place] == nil {
          byPlace[place] = view
          inner = .id(id, kind)
        } else {
          inner = .repeated(ObjectIdentifier(view))
        }
        self.place[ObjectIdentifier(view)] = place
      } else {
        let counter = Place.order(scope: scope, kind: kind, index: -1)
        let index = counts[counter, default: 0]
        counts[counter] = index + 1
        let place = Place.order(scope: scope, kind: kind, index: index)
        byPlace[place] = view
        self.place[ObjectIdentifier(view)] = place
      }
      for child in view.subviews { walk(child, scope: inner) }
    }
  }
}
