import Symbiosis
import SymbiosisTesting
import Testing

/// An app's own dependency, as Searchy's search service would be.
protocol Greeter: Sendable {
  func greet(_ name: String) -> String
}

struct PoliteGreeter: Greeter {
  func greet(_ name: String) -> String { "Good morning, \(name)" }
}

struct ButlerGreeter: Greeter {
  func greet(_ name: String) -> String { "Good morning, MASTER \(name)" }
}

enum GreeterKey: ServiceKey {
  static var defaultValue: any Greeter { PoliteGreeter() }
}

extension PlatformServices {
  var greeter: any Greeter {
    get { self[GreeterKey.self] }
    set { self[GreeterKey.self] = newValue }
  }
}

/// Read by one test only, so installing it changes nothing another test sees.
enum InstalledProbeKey: ServiceKey {
  static var defaultValue: String { "default" }
}

/// A reusable action using the app's dependency.
final class GreetAction: Action<String> {
  let said = Recorder<String>()
  override func perform(_ name: String) async throws { said.record(services.greeter.greet(name)) }
}

/// A clipboard that lets other tasks run before it copies.
final class SlowClipboard: ClipboardService {
  let copied = Recorder<String>()
  func copy(_ text: String) async throws {
    await Task.yield()
    copied.record(text)
  }
}

@MainActor
@Suite("Platform services")
struct PlatformServicesTests {
  @Test func parallelScopesEachUseTheirOwnClipboard() async {
    let clipboards = (0..<20).map { _ in SlowClipboard() }
    await withTaskGroup(of: Void.self) { group in
      for (index, clipboard) in clipboards.enumerated() {
        group.addTask { await Self.copy("text \(index)", to: clipboard) }
      }
    }
    #expect(clipboards.map(\.copied.values) == (0..<20).map { ["text \($0)"] })
  }

  @Test func anActionKeepsTheScopeItWasMadeIn() async {
    let fake = FakeClipboard()
    let copy = PlatformServices.with({ $0.clipboard = fake }) { Action.copy() }
    let field = TestTextField()
    copy.connect(on: field.triggers)
    field.type("copied")
    field.pressReturn()
    await waitUntilNotRunning(copy)
    #expect(fake.copied.values == ["copied"], "run outside the scope, with the scope's clipboard")
    // A platform's test terminal may have installed its own clipboard meanwhile; not this one.
    #expect(
      PlatformServices.current.clipboard as? FakeClipboard !== fake, "nothing global changed")
  }

  @Test func aServiceNotOverriddenFallsBackToTheInstalledOneWhenLookedUp() {
    let fake = FakeClipboard()
    let scoped = PlatformServices.with({ $0.clipboard = fake }) { PlatformServices.current }
    var probe = PlatformServices()
    probe[InstalledProbeKey.self] = "installed"
    #expect(scoped[InstalledProbeKey.self] == "default")
    PlatformServices.install(probe)
    #expect(scoped[InstalledProbeKey.self] == "installed", "installed after the scope was made")
    #expect(scoped.clipboard as? FakeClipboard === fake)
    let plain = PlatformServices()
    #expect(plain[InstalledProbeKey.self] == "default", "a plain value does not fall back")
  }

  @Test func scopesLayer() {
    let outerClipboard = FakeClipboard()
    let innerClipboard = FakeClipboard()
    let focus = FakeFocus()
    PlatformServices.with({
      $0.clipboard = outerClipboard
      $0.focus = focus
    }) {
      PlatformServices.with({ $0.clipboard = innerClipboard }) {
        #expect(PlatformServices.current.clipboard as? FakeClipboard === innerClipboard)
        #expect(PlatformServices.current.focus === focus)
      }
      #expect(PlatformServices.current.clipboard as? FakeClipboard === outerClipboard)
    }
  }

  @Test func anAppDependencyIsReadThroughAScope() async {
    let butler = PlatformServices.with({ $0.greeter = ButlerGreeter() }) { GreetAction() }
    let plain = GreetAction()
    await butler.run("Bruce")?.value
    await plain.run("Bruce")?.value
    #expect(butler.said.values == ["Good morning, MASTER Bruce"])
    #expect(plain.said.values == ["Good morning, Bruce"], "the key's default")
  }

  @Test func anInlineActionSeesItsScopeAsCurrentWhileItRuns() async {
    let said = Recorder<String>()
    let greet = PlatformServices.with({ $0.greeter = ButlerGreeter() }) {
      Action<String> { said.record(PlatformServices.current.greeter.greet($0)) }
    }
    await greet.run("Bruce")?.value
    #expect(said.values == ["Good morning, MASTER Bruce"])
  }

  @Test func theAsyncScopeReachesAcrossAwaits() async {
    let fake = FakeClipboard()
    await PlatformServices.with({ $0.clipboard = fake }) {
      await Task.yield()
      try? await PlatformServices.current.clipboard?.copy("after a yield")
    }
    #expect(fake.copied.values == ["after a yield"])
  }

  @Test func aNavigatorPerformsSeguesForActions() throws {
    let navigator = Navigator(root: PeopleScene())
    let navigation: any NavigationService = navigator
    try navigation.perform(showPerson, passing: Person.ada, into: nil)
    #expect(navigator.stack.value.count == 2)
    #expect(throws: NavigationError.nothingPassed(segue: "PersonDetail")) {
      try navigation.perform(showPerson, passing: nil, into: nil)
    }
    #expect(throws: NavigationError.self) {
      try navigation.perform(showPerson, passing: 36, into: nil)
    }
    #expect(navigator.stack.value.count == 2)
  }

  /// Makes a copy action in a scope of its own, lets other tasks run, then runs it.
  private static func copy(_ text: String, to clipboard: SlowClipboard) async {
    let copy = PlatformServices.with({ $0.clipboard = clipboard }) { Action.copy() }
    await Task.yield()
    await copy.run(text)?.value
  }

  private func waitUntilNotRunning<Input>(_ action: Action<Input>) async {
    try? await waitUntil { !action.isRunning.value }
  }
}
