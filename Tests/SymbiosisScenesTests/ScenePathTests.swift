import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// The URL path of what an app's navigator shows, and opening a path: People's own files on the
/// stand-in platform, and a file with a `route:`.
@MainActor
@Suite struct ScenePathTests {
  let platform = StandInPlatform()
  /// The loads, runs and values on their way that the test starts.
  let work = PendingWork()

  func tracked<Result>(_ body: () throws -> Result) rethrows -> Result {
    try PendingWork.$current.withValue(work, operation: body)
  }

  /// Opens `path` in `app` with the test's work tracked.
  func open(_ path: String, in app: SceneApp) async throws {
    try await PendingWork.$current.withValue(work) { try await app.open(path: path) }
  }

  /// People's app, its root shown, once its table has rows.
  func people() async throws -> (SceneApp, StandInView) {
    let library = try SceneLibrary(
      directory: StandInPeopleTests.scenes, types: .people, platform: platform)
    let app = SceneApp(
      library: library, navigator: Navigator(root: try library.scene(named: "People")))
    let root = try #require(try tracked { try app.navigator.top.makeContent() } as? StandInView)
    let table = try #require(root.all.first { $0.kind == "table" })
    await work.settled()
    return (app, table)
  }

  /// The Person scene shown on top, with its content.
  func personPage(_ app: SceneApp) throws -> (FileScene, StandInView) {
    let person = try #require(app.navigator.top as? FileScene)
    let page = try #require(try tracked { try person.makeContent() } as? StandInView)
    return (person, page)
  }

  @Test func thePathNamesTheRootThenThePersonPushedAndTheRootAgainAfterBack() async throws {
    let (app, table) = try await people()
    #expect(app.path.value == "/people")
    tracked { table.selectRow?(2) }  // Grace Hopper, id 2
    await work.settled()
    try #require(app.navigator.stack.value.count == 2)
    #expect(app.path.value == "/people/person/2")
    try app.navigator.goBack()
    #expect(app.path.value == "/people")
    tracked { table.selectRow?(0) }  // Ada Lovelace, id 1
    await work.settled()
    #expect(app.path.value == "/people/person/1")
  }

  @Test func openingThePathOfAPersonInAnotherAppShowsTheSameScreen() async throws {
    let (app, table) = try await people()
    tracked { table.selectRow?(1) }  // Alan Turing, id 3
    await work.settled()
    let (_, shown) = try personPage(app)
    let path = app.path.value
    #expect(path == "/people/person/3")

    let (reloaded, _) = try await people()
    try await open(path, in: reloaded)
    await work.settled()
    try #require(reloaded.navigator.stack.value.count == 2)
    let (person, page) = try personPage(reloaded)
    await work.settled()
    #expect(person.name == "Person")
    #expect(person.title.value == "Alan Turing")
    #expect(page.all.map(\.text) == shown.all.map(\.text))
    #expect(reloaded.path.value == "/people/person/3")
  }

  @Test func openingAPathLeavesWhatItDoesNotNameAndKeepsWhatItDoes() async throws {
    let (app, _) = try await people()
    try await open("/people/person/1", in: app)
    let first = try #require(app.navigator.top as? FileScene)
    try await open("/people/person/1", in: app)
    #expect(app.navigator.top === first, "the same person's scene stays")
    try await open("/people/person/2", in: app)
    #expect(app.navigator.stack.value.count == 2)
    #expect(app.navigator.top !== first)
    #expect(app.path.value == "/people/person/2")
    try await open("/", in: app)
    #expect(app.navigator.stack.value.count == 1)
    #expect(app.path.value == "/people")
  }

  @Test func anUnknownSceneItemOrRootFailsNamingWhatWasNotFound() async throws {
    let (app, _) = try await people()
    let cases: [(String, String)] = [
      ("/people/robot/1", "no scene 'robot' opens from scene 'People'; expected one of: 'person'"),
      ("/people/person/99", "no item with id '99' in 'people' for scene 'Person'"),
      ("/people/person", "the path names scene 'Person' but not which item of 'people' it shows"),
      ("/persons", "no scene 'persons' starts a path; expected 'people'"),
    ]
    for (path, message) in cases {
      let error = await #expect(throws: ScenePathError.self) {
        try await open(path, in: app)
      }
      #expect(error.map { "\($0)" } == message, "\(path)")
      #expect(app.navigator.stack.value.count == 1, "\(path) shows nothing new")
    }
  }

  @Test func anItemIdIsPercentEncodedInThePathAndDecodedWhenOpened() async throws {
    let library = try SceneLibrary(
      files: [
        (
          "Jobs.scene.yaml",
          """
          scene: Jobs
          sources:
            jobs: JobsSource
          views:
            - table: { source: jobs, cell: { label: "{title}" }, select: { segue: Job, from: jobs } }
          segues:
            Job: { scene: Job }
          """
        ),
        (
          "Job.scene.yaml",
          """
          scene: Job
          sources:
            job: { settable: Job }
          views:
            - label: "{job.title}"
          """
        ),
      ], types: .jobs, platform: platform)
    let app = SceneApp(
      library: library, navigator: Navigator(root: try library.scene(named: "Jobs")))
    try await open("/jobs/job/a%20b%2Fc", in: app)
    #expect(app.navigator.stack.value.count == 2)
    #expect(app.path.value == "/jobs/job/a%20b%2Fc")
  }

  @Test func anItemOfAListThatDoesNotLoadInTimeIsNotFound() async throws {
    let library = try SceneLibrary(
      files: [
        (
          "Jobs.scene.yaml",
          """
          scene: Jobs
          sources:
            jobs: StuckJobsSource
          views:
            - table: { source: jobs, cell: { label: "{title}" }, select: { segue: Job, from: jobs } }
          segues:
            Job: { scene: Job }
          """
        ),
        (
          "Job.scene.yaml", "scene: Job\nsources:\n  job: { settable: Job }\nviews:\n  - label: A\n"
        ),
      ], types: .jobs, platform: platform)
    let root = try library.scene(named: "Jobs")
    let app = SceneApp(library: library, navigator: Navigator(root: root))
    let error = await #expect(throws: ScenePathError.self) {
      try await app.open(path: "/jobs/job/plain", waitingAtMost: .zero)
    }
    #expect(error.map { "\($0)" } == "no item with id 'plain' in 'jobs' for scene 'Job'")
    #expect(app.navigator.stack.value.count == 1)
    (root.source("jobs") as? DataSource<[Job]>)?.cancel()
  }

  /// A scene whose filter is its path's last segment.
  func filtered() throws -> SceneApp {
    let library = try SceneLibrary(
      files: [
        (
          "Jobs.scene.yaml",
          """
          scene: Jobs
          route: filter
          sources:
            filter: Filter
          views:
            - column:
                views:
                  - picker: { options: [All, Active, Done], edit: filter }
          """
        )
      ], types: .jobs, platform: platform)
    return SceneApp(library: library, navigator: Navigator(root: try library.scene(named: "Jobs")))
  }

  @Test func aRoutesValueIsThePathsLastSegmentAndOpeningAPathSetsIt() async throws {
    let app = try filtered()
    let scene = try #require(app.navigator.top as? FileScene)
    let filter = try #require(scene.source("filter") as? SettableDataSource<String>)
    #expect(app.path.value == "/jobs/all")
    filter.set("Active")
    #expect(app.path.value == "/jobs/active")
    try await app.open(path: "/jobs/DONE")
    #expect(filter.value.value == "Done", "the picker's option, in its case")
    #expect(app.path.value == "/jobs/done")
    try await app.open(path: "/jobs")
    #expect(filter.value.value == "Done", "a path without the segment leaves the route")
    let error = await #expect(throws: ScenePathError.self) {
      try await app.open(path: "/jobs/later")
    }
    #expect(
      error.map { "\($0)" }
        == "scene 'Jobs' has no 'later'; expected one of: 'all', 'active', 'done'")
    #expect(filter.value.value == "Done")
  }

  @Test func eachSceneHasItsOwnRouteSoTwoTabsFilterApart() async throws {
    let first = try filtered()
    let second = try filtered()
    try await first.open(path: "/jobs/active")
    #expect(first.path.value == "/jobs/active")
    #expect(second.path.value == "/jobs/all")
  }
}

/// A job, whose id is text a path must encode.
struct Job: Identifiable, Sendable, Equatable {
  let id: String
  var title: String
}

/// Two jobs, loaded at once.
final class JobsSource: DataSource<[Job]> {
  override func load() async throws -> [Job] {
    [Job(id: "a b/c", title: "Spaced"), Job(id: "plain", title: "Plain")]
  }
}

/// Jobs that never finish loading, until cancelled.
final class StuckJobsSource: DataSource<[Job]> {
  override func load() async throws -> [Job] {
    try await Task.sleep(for: .seconds(3600))
    return []
  }
}

extension SceneTypes {
  /// Jobs, and a filter made for each scene.
  static let jobs = SceneTypes()
    .model(Job.self, keys: ["title": \.title])
    .source { JobsSource() }
    .source { StuckJobsSource() }
    .source("Filter") { SettableDataSource("All") }
}
