/// The derived sources every scene of a library shares: one computed from a shared source
/// alone (`byName: { sort: people, by: fullName }` over a shared `people`) holds the same value
/// in every scene, so the scenes that name it get one source, not a copy each (a server keeps a
/// scene a browser tab). It is held weakly: it lives while a scene uses it. (A key names its
/// upstream by identity, which stays unique while the shared source lives: a derived source
/// holds its upstream.)
///
/// The work of a shared source (its recompute off the main actor, for a large list) counts
/// in the work tracker of the scene whose change started it (``/Symbiosis/PendingWork``): a
/// scene that waits for its own work does not wait for another's.
@MainActor
final class SharedSources {
  private var made: [String: WeakObject] = [:]

  /// How many it holds that a scene still uses.
  var count: Int { made.values.count { $0.object != nil } }
  /// How many it has made.
  private(set) var madeCount = 0

  /// The key of what `kind` (a source's signature, an index) makes of `upstream`.
  static func key(_ kind: String, of upstream: AnyObject) -> String {
    "\(kind) of \(ObjectIdentifier(upstream))"
  }

  /// The shared source `key` names, made by `make` when no scene holds it; nil when `make`
  /// gives nil.
  func source(_ key: String, make: () -> (any SceneSource)?) -> (any SceneSource)? {
    if let kept = made[key]?.object as? any SceneSource { return kept }
    guard let source = make()?.shared() else { return nil }
    keep(source, as: key)
    return source
  }

  /// The shared object `key` names (the search index of a shared list), made by `make` when
  /// nothing holds it.
  func object<Object: AnyObject>(_ key: String, make: () -> Object) -> Object {
    if let kept = made[key]?.object as? Object { return kept }
    let object = make()
    keep(object, as: key)
    return object
  }

  private func keep(_ object: AnyObject, as key: String) {
    madeCount += 1
    made = made.filter { $0.value.object != nil }
    made[key] = WeakObject(object: object)
  }

  /// Whether a source of `kind` over `upstream` is the same in every scene: it follows its
  /// upstream alone (a sort, a filter, sections), and the upstream is shared.
  static func shares(_ kind: SourceDefinition.Kind, upstream: (any SceneSource)?) -> Bool {
    guard upstream?.isShared == true else { return false }
    switch kind {
    case .filter, .sorted, .sections: return true
    case .type, .settable, .constant, .search, .highlighted, .switching: return false
    }
  }
}

/// An object held weakly.
private struct WeakObject {
  weak var object: AnyObject?
}
