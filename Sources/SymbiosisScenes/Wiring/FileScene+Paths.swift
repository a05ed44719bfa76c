import Foundation
import Symbiosis

/// What of a scene made from a file a URL path shows, and what a path sets in it.
extension FileScene {
  /// The scene's segments of a URL path, unencoded: its name lowercased, then, unless it is
  /// the navigator's first, the id of the item a segue passed into it, then its route's value
  /// lowercased (`["person", "3"]`, `["todos", "active"]`). It changes as they do.
  func pathSegments(isFirst: Bool) -> Property<[String]> {
    let name = self.name.lowercased()
    // Most scenes have neither: their segments are a constant, not two properties combined.
    let item = isFirst ? nil : passedItemIDs()
    let route = routeValues()
    let segments: @Sendable (String?, String?) -> [String] = { item, route in
      [name] + [item, route.map { $0.lowercased() }].compactMap { $0 }
    }
    switch (item, route) {
    case (nil, nil): return Property(value: [name])
    case (let item?, nil): return item.map { segments($0, nil) }
    case (nil, let route?): return route.map { segments(nil, $0) }
    case (let item?, let route?): return combineLatest(item, route).map(segments)
    }
  }

  /// The id of the item in the scene's settable sources, as a path writes it: the first of its
  /// own settable sources holding an `Identifiable` value. Nil when none holds one.
  func passedItemID() -> Property<String?> { passedItemIDs() ?? Property(value: nil) }

  /// ``passedItemID()``, or nil when the scene has no settable source of its own.
  private func passedItemIDs() -> Property<String?>? {
    let ids = definition.sources.compactMap { source -> Property<String?>? in
      guard case .settable = source.kind, let held = sceneSource(source.id.value), !held.isShared
      else { return nil }
      return held.values { value in
        guard let item = value as? any Identifiable else { return nil }
        return idText(item)
      }
    }
    guard let first = ids.first else { return nil }
    guard ids.count > 1 else { return first }
    return Property(
      initial: ids.lazy.compactMap { $0.value }.first,
      then: Signal.combineLatest(ids.map { $0.values }).map { $0.lazy.compactMap { $0 }.first })
  }

  /// The value of the source the file's `route:` names; nil without a route.
  private func routeValues() -> Property<String?>? {
    guard let route = definition.route, let source = sceneSource(route.value) else { return nil }
    return source.values { $0 as? String }
  }

  /// The segue of the file that shows the scene whose name, lowercased, is `segment`.
  func segue(showing segment: String) -> SegueDefinition? {
    definition.segues.first { $0.scene.value.lowercased() == segment.lowercased() }
  }

  /// The names of the scenes the file's segues show, for an error naming what a path could
  /// have said.
  var segueSceneNames: [String] { definition.segues.map(\.scene.value) }

  /// The list a segue's action passes an item `from:` (a table's
  /// `select: { segue: Person, from: people }`); nil when no action passes one.
  func list(passedBy segue: SegueDefinition) -> (id: String, source: any SceneSource)? {
    var id: String?
    for action in definition.actions {
      if case .segue(let name, let from?, _) = action.kind, name.value == segue.name.value {
        id = from.value
      }
    }
    if id == nil {
      for view in definition.views where id == nil { id = Self.from(segue.name.value, in: view) }
    }
    guard let id, let source = sceneSource(id) else { return nil }
    return (id, source)
  }

  /// The `from:` of an action written in `view` or a view inside it that performs `segue`.
  private static func from(_ segue: String, in view: ViewDefinition) -> String? {
    for property in view.properties {
      if let found = from(segue, in: property.value) { return found }
    }
    for child in view.children {
      if let found = from(segue, in: child) { return found }
    }
    return nil
  }

  /// The `from:` of a mapping under `node` with `segue: NAME` and `from: list`.
  private static func from(_ segue: String, in node: SceneNode) -> String? {
    switch node.content {
    case .scalar: return nil
    case .sequence(let items): return items.lazy.compactMap { from(segue, in: $0) }.first
    case .mapping(let entries):
      if entries.contains(where: { $0.key.value == "segue" && $0.value.scalarText?.value == segue }
      ),
        let list = entries.first(where: { $0.key.value == "from" })?.value.scalarText?.value
      {
        return list
      }
      return entries.lazy.compactMap { from(segue, in: $0.value) }.first
    }
  }

  /// Sets the route's source to the value `segment` names: among the options a picker editing
  /// the source offers, or the source's value now, the one equal to it ignoring case.
  ///
  /// - Throws: ``ScenePathError/unknownRouteValue(_:scene:expected:)`` when none is.
  func setRoute(to segment: String) throws(ScenePathError) {
    guard let route = definition.route,
      let source = sceneSource(route.value)?.object as? SettableDataSource<String>
    else { return }
    var values = pickerOptions(editing: route.value)
    if let current = source.value.value, !values.contains(current) { values.append(current) }
    guard let value = values.first(where: { $0.lowercased() == segment.lowercased() }) else {
      throw .unknownRouteValue(segment, scene: name, expected: values)
    }
    if source.value.value != value { source.set(value) }
  }

  /// The options written in the file's pickers that edit the source `id`.
  private func pickerOptions(editing id: String) -> [String] {
    var options: [String] = []
    func visit(_ view: ViewDefinition) {
      if view.kind.value == "picker", view.property("edit")?.value.scalarText?.value == id,
        case .sequence(let items) = view.property("options")?.value.content
      {
        options += items.compactMap(\.scalarText?.value).filter { !options.contains($0) }
      }
      for child in view.children { visit(child) }
      for property in view.properties {
        if let child = ViewDefinition.parse(property.value).0 { visit(child) }
      }
    }
    for view in definition.views { visit(view) }
    return options
  }
}

/// `id` as a path writes it.
private func idText<Item: Identifiable>(_ item: Item) -> String { "\(item.id)" }
