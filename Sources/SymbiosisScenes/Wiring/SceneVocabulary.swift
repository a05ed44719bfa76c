import Symbiosis

/// What checking scene files asks of the platform and of the app's types that only the main
/// actor can tell (a view made to see what it is, a binding made to list its outlets), told
/// once, so that files are checked off the main actor.
struct SceneVocabulary: Sendable {
  /// The view kinds a file may name, by name: the app's, else the platform's.
  let viewKinds: [String: ViewKind]
  /// The platform, whose style check runs off the main actor.
  let platform: any ScenePlatform
  /// The names of the kinds whose views are controls an action runs from.
  let actionControls: Set<String>
  /// What each binding type is, by name.
  let bindings: [String: Binding]

  /// A binding or binding set type as a check sees it.
  struct Binding: Sendable {
    /// "binding set" or "binding", as messages name it.
    let kindName: String
    /// Its outlets, in declaration order.
    let outlets: [Outlet]
  }

  /// An outlet of a binding type, and the view kinds whose views it takes.
  struct Outlet: Sendable {
    /// The outlet's name (`member.outlet` for a member binding's).
    let name: String
    /// The type of view it takes, as written in Swift.
    let expectedType: String
    /// Whether connecting fails without a view for it.
    let isRequired: Bool
    /// The names of the view kinds whose views it takes.
    let kinds: Set<String>
  }

  /// What `types` and `platform` tell, asked of one view of each kind and one binding of each
  /// type.
  @MainActor
  init(types: SceneTypes, platform: any ScenePlatform) {
    let viewKinds = platform.viewKinds.merging(types.views) { _, app in app }
    let samples = viewKinds.values.map { (name: $0.name, view: $0.make()) }
    self.viewKinds = viewKinds
    self.platform = platform
    actionControls = Set(samples.filter { $0.view is any ActionControl }.map(\.name))
    bindings = types.bindings.mapValues { type in
      Binding(
        kindName: type.kindName,
        outlets: type.outlets().map { outlet in
          Outlet(
            name: outlet.name, expectedType: outlet.expectedType, isRequired: outlet.isRequired,
            kinds: Set(samples.filter { outlet.accepts($0.view) }.map(\.name)))
        })
    }
  }
}
