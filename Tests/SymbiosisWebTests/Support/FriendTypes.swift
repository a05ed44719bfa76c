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

/// Three friends.
final class CrowdSource: DataSource<[Friend]> {
  override func load() async throws -> [Friend] {
    [
      .ada, Friend(id: 3, name: "Grace", homepage: Friend.ada.homepage, script: Friend.ada.script),
      Friend(id: 4, name: "Alan", homepage: Friend.ada.homepage, script: Friend.ada.script),
    ]
  }
}

/// Three friends, then on the next load one gone, one moved and one new.
final class ShuffleSource: DataSource<[Friend]> {
  private var loads = 0

  override func load() async throws -> [Friend] {
    loads += 1
    let names = loads == 1 ? ["Ada", "Grace", "Alan"] : ["Alan", "Ada", "Bob"]
    return names.map { name in
      Friend(
        id: name.unicodeScalars.reduce(0) { $0 + Int($1.value) }, name: name,
        homepage: Friend.ada.homepage, script: Friend.ada.script)
    }
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
  static let crowd = """
    scene: Crowd
    title: Crowd
    sources:
      crowd: CrowdSource
    views:
      - table:
          source: crowd
          cell: { label: "{name}" }
          select: { segue: Friend, from: crowd }
    segues:
      Friend: { scene: Friend, into: friend }
    """
  static let shuffle = """
    scene: Shuffle
    title: Shuffle
    sources:
      friends: ShuffleSource
    views:
      - button: { title: Shuffle, action: { refresh: friends } }
      - table:
          source: friends
          cell: { label: "{name}" }
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
      .source { CrowdSource() }
      .source { ShuffleSource() }
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
        ("Crowd.scene.yaml", crowd),
        ("Shuffle.scene.yaml", shuffle),
      ], types: types(log: log),
      platform: platform)
  }
}
