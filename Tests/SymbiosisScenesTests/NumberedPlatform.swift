import Symbiosis
import SymbiosisScenes

/// The stand-in with two faults a suite comparing two views would miss: each view it makes
/// carries a number of its own (as a browser's views carry their node's id), its `progress`
/// ignores `value`, and its styles drop `underline`.
@MainActor
final class NumberedPlatform: ScenePlatform {
  let standIn = StandInPlatform()
  private var made = 0

  var viewKinds: [String: ViewKind] {
    standIn.viewKinds.mapValues { kind in
      var kind = kind
      let make = kind.make
      kind.make = { [self] in
        let view = make()
        made += 1
        (view as? StandInView)?.id = "node-\(made)"
        return view
      }
      if kind.name == "progress" { kind.properties["value"]?.set = { _, _ in } }
      return kind
    }
  }

  func apply(style name: String, styles: [StyleDefinition], to view: any PlatformView) {
    standIn.apply(style: name, styles: styles, to: view)
    (view as? StandInView)?.styleAttributes["underline"] = nil
  }

  func removeStyle(from view: any PlatformView) { standIn.removeStyle(from: view) }

  func stack(_ axis: Axis, spacing: Int, views: [any PlatformView]) -> any PlatformView {
    standIn.stack(axis, spacing: spacing, views: views)
  }

  func list<Item: Identifiable & Sendable>(_ request: ListRequest<Item>) -> ListView<Item> {
    standIn.list(request)
  }
}
