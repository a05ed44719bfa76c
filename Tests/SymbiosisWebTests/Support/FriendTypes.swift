import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisWeb

/// A person a test app shows.
struct Friend: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String
  var homepage: URL
  var script: URL

  static let ada = Friend(
    id: 1, name: "Ada", homepage: URL(string: "https://example.org/ada")!,
    script: URL(string: "javascript:alert(1)")!)
  static let mallory = Friend(
    id: 2, name: "<img src=x onerror=alert(1)>", homepage: URL(string: "https://example.org")!,
    script: URL(string: "javascript:alert(1)")!)
}

/// What the test app's actions did.
@MainActor
final class FriendLog {
  var counts = 0
}

/// The first friend, loaded after a turn, as a load over the network would be.
final class FirstFriend: DataSource<Friend> {
  override func load() async throws -> Friend {
    await Task.yield()
    return .ada
  }
}

/// A friend who never comes: the load waits until it is cancelled.
final class NeverFriend: DataSource<Friend> {
  override func load() async throws -> Friend {
    try await Task.sleep(for: .seconds(3600))
    return .ada
  }
}

/// A friend whose name is markup.
final class EvilFriend: DataSource<Friend> {
  override func load() async throws -> Friend { .mallory }
}

/// An app's own action: counts its runs.
final class CountAction: Action<Void> {
  let log: FriendLog

  init(log: FriendLog) {
    self.log = log
    super.init()
  }

  override func perform(_ input: Void) async throws { log.counts += 1 }
}

/// The test app's scene files: a list of buttons on the first scene, a friend's page it opens.
enum FriendScenes {
  static let friends = """
    scene: Friends
    title: "{first.name}'s friends"
    sources:
      first: FirstFriend
    views:
      - label: { id: name, text: "{first.name}" }
      - button: { id: count, title: Count, action: { action: CountAction } }
      - button: { id: open, title: Open, action: { segue: Friend, with: first } }
      - button: { id: copy, title: Copy, action: { copy: first.name } }
      - button: { id: home, title: Home, action: { openURL: first.homepage } }
      - button: { id: script, title: Script, action: { openURL: first.script } }
      - picker: { id: size, options: [Small, Large] }
      - button: { id: about, title: About, action: { segue: About } }
    segues:
      Friend: { scene: Friend, into: friend }
      About: { scene: About, present: modal }
    """
  static let friend = """
    scene: Friend
    title: "{friend.name}"
    sources:
      friend: { settable: Friend }
    views:
      - label: { id: greeting, text: "Hello, {friend.name}" }
      - field: { id: name, edit: friend.name }
      - button: { id: back, title: Back, action: goBack }
    """
  static let about = """
    scene: About
    title: About
    views:
      - label: Friends, a test app
      - button: { id: close, title: Close, action: dismiss }
    """
  static let slow = """
    scene: Slow
    title: Slow
    sources:
      never: NeverFriend
    views:
      - label: { id: name, text: "{never.name}" }
    """
  static let evil = """
    scene: Evil
    title: "{evil.name}"
    sources:
      evil: EvilFriend
    views:
      - label: { id: name, text: "{evil.name}" }
    """

  /// The app's types, its actions counting into `log`.
  static func types(log: FriendLog) -> SceneTypes {
    SceneTypes()
      .model(Friend.self, keys: ["name": \.name, "homepage": \.homepage, "script": \.script])
      .source { FirstFriend() }
      .source { EvilFriend() }
      .source { NeverFriend() }
      .action { CountAction(log: log) }
  }

  /// The app's library, built with `platform`, its actions counting into `log`.
  @MainActor
  static func library(log: FriendLog, platform: any ScenePlatform = WebScenePlatform()) throws
    -> SceneLibrary
  {
    try SceneLibrary(
      files: [
        ("Friends.scene.yaml", friends), ("Friend.scene.yaml", friend),
        ("Evil.scene.yaml", evil), ("Slow.scene.yaml", slow), ("About.scene.yaml", about),
      ], types: types(log: log),
      platform: platform)
  }
}
