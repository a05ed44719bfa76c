import Foundation
import Symbiosis

extension SceneApp {
  /// The path of `scenes`, the first at the bottom, following their items and routes.
  static func path(showing scenes: [Scene]) -> Property<String> {
    let parts = scenes.enumerated().map { index, scene in
      // A view presented over the scenes (an alert) has no place in a path.
      (scene as? FileScene)?.pathSegments(isFirst: index == 0) ?? Property(value: [])
    }
    let join: @Sendable ([[String]]) -> String = { parts in
      "/" + parts.joined().map(Self.encoded).joined(separator: "/")
    }
    if parts.count == 1 { return parts[0].map { join([$0]) } }
    return Property(
      initial: join(parts.map(\.value)), then: Signal.combineLatest(parts.map(\.values)).map(join))
  }

  /// `segment` as a URL path writes it: percent-encoded, a `/` included.
  nonisolated static func encoded(_ segment: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "/;")
    return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
  }

  /// Shows what `path` names, as ``path`` writes it: the first scene (`/` and `/people` both),
  /// then each scene after it, pushed by the segue of the scene beneath that shows it, with the
  /// item whose id the next segment is, found in the list that segue passes items `from:`
  /// (`/people/person/3`); a scene's route takes the segment after it (`/todos/active`).
  /// Scenes already shown as the path says stay; the others are left.
  ///
  /// ```swift
  /// try await app.open(path: "/people/person/3")
  /// ```
  ///
  /// - Parameters:
  ///   - path: A URL's path, its query and fragment ignored; its segments percent-decoded.
  ///   - limit: How long to wait for a list to load before saying its item is not there.
  ///   - clock: The clock `limit` runs on.
  /// - Throws: ``ScenePathError`` naming what the path names that is not there (a scene, an
  ///   item, a route value); the scenes the path named before it stay shown.
  public func open(
    path: String, waitingAtMost limit: Duration = .seconds(10),
    clock: any Clock<Duration> = ContinuousClock()
  ) async throws {
    let written = path.prefix { $0 != "?" && $0 != "#" }
    var segments = written.split(separator: "/").map {
      String($0).removingPercentEncoding ?? String($0)
    }[...]
    guard let root = navigator.stack.value.first?.scene as? FileScene else {
      throw ScenePathError.noSceneFile
    }
    if let first = segments.first {
      guard first.lowercased() == root.name.lowercased() else {
        throw ScenePathError.unknownRoot(first, expected: root.name)
      }
      segments.removeFirst()
    }
    var scene = root
    var depth = 0
    if root.definition.route != nil, let value = segments.popFirst() {
      try root.setRoute(to: value)
    }
    while let name = segments.popFirst() {
      guard let segue = scene.segue(showing: name) else {
        throw ScenePathError.unknownScene(name, from: scene.name, expected: scene.segueSceneNames)
      }
      var item: (id: String, payload: any Sendable)?
      if let list = scene.list(passedBy: segue) {
        guard let id = segments.popFirst() else {
          throw ScenePathError.missingItem(scene: segue.scene.value, list: list.id)
        }
        guard
          let payload = await Self.element(
            withID: id, in: list.source, limit: limit, clock: clock, library)
        else {
          throw ScenePathError.unknownItem(id, scene: segue.scene.value, list: list.id)
        }
        item = (id, payload)
      }
      depth += 1
      let stack = navigator.stack.value
      if stack.count > depth, let shown = stack[depth].scene as? FileScene,
        shown.name == segue.scene.value, shown.passedItemID().value == item?.id
      {
        scene = shown
      } else {
        while navigator.stack.value.count > depth { try navigator.back() }
        let made = library.segue(segue)
        let shown =
          if let item {
            try navigator.perform(made, passing: item.payload, into: segue.into?.value)
          } else {
            navigator.perform(made)
          }
        guard let shown = shown as? FileScene else {
          throw ScenePathError.unknownScene(name, from: scene.name, expected: [])
        }
        scene = shown
      }
      if scene.definition.route != nil, let value = segments.popFirst() {
        try scene.setRoute(to: value)
      }
    }
    while navigator.stack.value.count > depth + 1 { try navigator.back() }
  }

  /// What a segue passes for the item of `list` with the id `id`, once the list has loaded,
  /// waiting at most `limit`; nil when the list holds no such item by then.
  private static func element(
    withID id: String, in list: any SceneSource, limit: Duration, clock: any Clock<Duration>,
    _ library: SceneLibrary
  ) async -> (any Sendable)? {
    guard let model = library.types.shape(of: list.valueType).model else { return nil }
    list.loadIfNeeded()
    let phases = list.phase
    if [.idle, .loading].contains(phases.value) {
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          for await phase in phases.values where ![.idle, .loading].contains(phase) { return }
        }
        group.addTask { try? await clock.sleep(for: limit) }
        await group.next()
        group.cancelAll()
      }
    }
    return model.element(withID: id, in: list)
  }
}
