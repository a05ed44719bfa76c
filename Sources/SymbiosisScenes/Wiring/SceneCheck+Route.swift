import Symbiosis

/// A scene file's `route:`, checked.
extension SceneCheck {
  /// `route: filter` names a settable source of the scene holding text: the URL path's last
  /// segment shows its value and sets it.
  func checkRoute() {
    guard let route = scene.route else { return }
    guard let source = scene.sources.first(where: { $0.id.value == route.value }) else {
      return unknown("source", route, among: scene.sources.map(\.id.value))
    }
    let found: String
    switch source.kind {
    case .settable: found = ""
    // An unknown type is reported where the source is written.
    case .type(let name):
      let isSettable = types.sources[name.value]?.isSettable ?? true
      found = isSettable ? "" : "a \(name.value), which is not a SettableDataSource"
    default: found = "computed from others"
    }
    guard found.isEmpty else {
      return report(
        "'route' takes a settable source, whose value a URL path sets, but source '\(route.value)' is \(found)",
        at: route.location)
    }
    if let shape = shapes[route.value], shape.type != String.self {
      report(
        "'route' takes a source of text (String), but source '\(route.value)' holds \(shape)",
        at: route.location)
    }
  }
}
