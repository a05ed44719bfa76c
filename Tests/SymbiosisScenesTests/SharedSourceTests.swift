import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// A draft whose saves fail while ``failing`` is set.
private final class Draft: SettableDataSource<String> {
  var failing = false
  var saved: [String] = []

  override func save(_ value: String) async throws {
    if failing { throw DiskFull() }
    saved.append(value)
  }
}

private struct DiskFull: Error, CustomStringConvertible {
  var description: String { "Cannot save the draft: the disk is full." }
}

/// `SceneTypes.source(_:shared:)`: one instance for every scene naming it, which a scene's end
/// and a reload leave running; `.source { make }` stays one per scene. And `status:` naming a
/// source shows its failed saves.
@MainActor
@Suite struct SharedSourceTests {
  let platform = StandInPlatform()

  static let list = """
    scene: List
    sources:
      everyone: Everyone
      mine: PeopleSource
      draft: Draft
    views:
      - label: { id: saving, status: draft }
      - button: { id: open, title: Open, action: { segue: Detail } }
    segues:
      Detail: { scene: Detail, present: push }
    """

  static let detail = """
    scene: Detail
    sources:
      everyone: Everyone
      mine: PeopleSource
      found: { search: everyone, for: search.text, in: fullName }
    views:
      - field: { id: search }
      - state: { of: found, content: { table: { source: found, cell: { label: "{fullName}" } } } }
    """

  private func library(
    everyone: DataSource<[Person]>, draft: Draft = Draft(""), list: String = Self.list
  ) throws(SceneErrors) -> SceneLibrary {
    try SceneLibrary(
      files: [("List.scene.yaml", list), ("Detail.scene.yaml", Self.detail)],
      types: .people.source("Everyone", shared: everyone).source("Draft", shared: draft),
      platform: platform)
  }

  @Test func aSharedSourceIsOneInstanceInEveryScene() throws {
    let everyone = DataSource<[Person]> { [.ada] }
    let library = try library(everyone: everyone)
    let list = try library.scene(named: "List")
    let detail = try library.scene(named: "Detail")
    #expect(list.source("everyone") === everyone)
    #expect(detail.source("everyone") === everyone)
    #expect(try library.scene(named: "List").source("everyone") === everyone)
  }

  @Test func aSourceRegisteredByTypeIsOnePerScene() throws {
    let library = try library(everyone: DataSource<[Person]> { [.ada] })
    let list = try library.scene(named: "List")
    let detail = try library.scene(named: "Detail")
    let mine = try #require(list.source("mine"))
    let other = try #require(detail.source("mine"))
    #expect(ObjectIdentifier(mine) != ObjectIdentifier(other))
    #expect(mine is PeopleSource)
  }

  @Test func aSharedSourceKeepsLoadingWhenASceneUsingItEnds() async throws {
    let api = Gate<[Person]>()
    let everyone = DataSource(load: api.load)
    let library = try library(everyone: everyone)
    let list = try library.scene(named: "List")
    let navigator = Navigator(root: list)
    let content = try #require(try list.makeContent() as? StandInView)
    try #require(content.find("open") as? StandInButton).tap()
    try await waitUntil { navigator.stack.value.count == 2 }
    weak var found: AnyObject?
    do {
      let detail = try #require(navigator.top as? FileScene)
      found = detail.source("found")
      // The detail's table loads the shared source.
      _ = try #require(try detail.makeContent() as? StandInView)
    }
    #expect(everyone.phase.value == .loading)
    try navigator.goBack()
    #expect(api.cancellations == 0, "the scene's end leaves the source other scenes use")
    try await api.answer(.success([.ada, .grace]))
    try await waitUntil { everyone.phase.value == .loaded }
    #expect(list.source("everyone") === everyone)
    try await waitUntil("the detail's sources are released") { found == nil }
  }

  @Test func liveReloadKeepsTheSharedSourceAndNeverStopsIt() async throws {
    let api = Gate<[Person]>()
    let everyone = DataSource(load: api.load)
    let library = try library(everyone: everyone)
    let list = try library.scene(named: "List")
    everyone.refresh()
    library.reload(
      file: "List.scene.yaml", text: Self.list.replacingOccurrences(of: "Open", with: "Show"))
    #expect(library.problems.value.isEmpty)
    #expect(list.source("everyone") === everyone)
    // Renamed: the scene lets go of the old id, and must not stop the source for others.
    library.reload(
      file: "List.scene.yaml",
      text: Self.list.replacingOccurrences(of: "everyone: Everyone", with: "all: Everyone"))
    #expect(library.problems.value.isEmpty)
    #expect(list.source("all") === everyone)
    #expect(api.cancellations == 0)
    try await api.answer(.success([.ada]))
    try await waitUntil { everyone.phase.value == .loaded }
  }

  @Test func aStatusNamingASourceShowsItsFailedSaveUntilASaveSucceeds() async throws {
    let draft = Draft("")
    let library = try library(everyone: DataSource<[Person]> { [] }, draft: draft)
    let list = try library.scene(named: "List")
    let content = try #require(try list.makeContent() as? StandInView)
    let status = try #require(content.find("saving"))
    let work = PendingWork()
    draft.failing = true
    PendingWork.$current.withValue(work) { draft.modify { $0 = "Dear Ada" } }
    await work.settled()
    try await waitUntil { !status.text.isEmpty }
    #expect(status.text == "Cannot save the draft: the disk is full.")
    draft.failing = false
    PendingWork.$current.withValue(work) { draft.modify { $0 += "," } }
    await work.settled()
    try await waitUntil { status.text.isEmpty }
    #expect(draft.saved == ["Dear Ada,"])
  }

  @Test func aStatusNamingNeitherAnActionNorASourceIsReportedWhereItIsWritten() {
    let text = Self.list.replacingOccurrences(of: "status: draft", with: "status: draf")
    do {
      _ = try library(everyone: DataSource<[Person]> { [] }, list: text)
      Issue.record("the file loaded")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "List.scene.yaml:7:34: error: unknown action or source 'draf'; did you mean 'draft'?"
        ])
    }
  }

  /// Regression: a view editing a shared source with no value yet waited for its first value
  /// for as long as the source lived (the app's life), keeping the ended scene's views.
  @Test func aSceneEditingASharedSourceThatHasNoValueYetIsReleasedWhenItEnds() throws {
    let featured = SettableDataSource<Person>()
    let types = SceneTypes.people.source("Featured", shared: featured)
    let file = """
      scene: Card
      sources:
        featured: Featured
      views:
        - field: { id: email, edit: featured.email }
        - field: { id: age, edit: featured.age, converter: age }
      """
    weak var scene: FileScene?
    var texts: [Weak] = []
    do {
      let library = try SceneLibrary(
        files: [("Card.scene.yaml", file)], types: types, platform: platform)
      let made = try library.scene(named: "Card")
      let content = try made.makeContent()
      scene = made
      let root = try #require(content as? StandInView)
      texts = root.all.filter { $0.kind == "field" }.map { Weak(object: $0.textInput) }
      #expect(texts.count == 2)
    }
    #expect(scene == nil)
    #expect(platform.alive.isEmpty, "the scene's views go with it")
    #expect(texts.allSatisfy { $0.object == nil }, "and what the source would have bound them to")
    featured.set(.ada)
  }

  @Test func aSourceFollowingASharedOneAloneIsSharedAndOneFollowingAScenesIsNot() throws {
    let everyone = DataSource<[Person]>.constant([.grace, .ada])
    let file = """
      scene: Sorted
      sources:
        everyone: Everyone
        mine: PeopleSource
        byName: { sort: everyone, by: fullName }
        oldest: { sort: byName, by: age, descending: true }
        myByName: { sort: mine, by: fullName }
        found: { search: byName, for: search.text, in: fullName }
      views:
        - field: { id: search }
        - state: { of: found, content: { table: { source: found, cell: { label: "{fullName}" } } } }
      """
    let library = try SceneLibrary(
      files: [("Sorted.scene.yaml", file)], types: .people.source("Everyone", shared: everyone),
      platform: platform)
    weak var shared: AnyObject?
    do {
      let first = try library.scene(named: "Sorted")
      let second = try library.scene(named: "Sorted")
      // byName, oldest, and the index of byName's full names both searches look in: made
      // once each.
      #expect(library.sharedSources.count == 3)
      #expect(library.sharedSources.madeCount == 3)
      for id in ["byName", "oldest"] {
        let source = try #require(first.source(id))
        #expect(second.source(id) === source, "\(id): one for every scene")
        #expect(first.sceneSource(id)?.isShared == true, "\(id): no scene's to stop")
      }
      for id in ["myByName", "found"] {
        #expect(first.source(id) !== second.source(id), "\(id): one a scene")
      }
      let byName = try #require(first.source("byName") as? DataSource<[Person]>)
      #expect(byName.value.value?.map(\.firstName) == ["Ada", "Grace"])
      shared = byName
      let again = try library.scene(named: "Sorted")
      #expect(again.source("byName") === byName)
      #expect(library.sharedSources.madeCount == 3, "a third scene made none")
    }
    #expect(shared == nil, "released with the last scene using it")
    #expect(library.sharedSources.count == 0)
    let later = try library.scene(named: "Sorted")
    #expect(later.source("byName") is DataSource<[Person]>, "and made again for the next")
  }

  @Test func searchesOfASharedListLookInOneIndexEachWithItsOwnTerm() async throws {
    let work = PendingWork()
    let everyone = DataSource<[Person]>.constant([.ada, .grace, .alan])
    let library = try SceneLibrary(
      files: [("List.scene.yaml", Self.list), ("Detail.scene.yaml", Self.detail)],
      types: .people.source("Everyone", shared: everyone).source("Draft", shared: Draft("")),
      platform: platform)
    let (first, second) = try PendingWork.$current.withValue(work) {
      let scenes = (try library.scene(named: "Detail"), try library.scene(named: "Detail"))
      let fields = try [scenes.0, scenes.1].map { scene in
        let root = try #require(try scene.makeContent() as? StandInView)
        return try #require(root.find("search"))
      }
      fields[0].textInput.value = "gr"
      fields[1].textInput.value = "a"
      return scenes
    }
    await work.settled()
    #expect(library.sharedSources.count == 1, "one index for both")
    #expect(library.sharedSources.madeCount == 1, "made once")
    let found = { (scene: FileScene) in
      (scene.source("found") as? DataSource<[Person]>)?.value.value?.map(\.firstName)
    }
    #expect(found(first) == ["Grace"])
    #expect(found(second) == ["Ada", "Grace", "Alan"])
  }

  private struct Weak {
    weak var object: AnyObject?
  }
}
