import Dispatch
import Symbiosis
import SymbiosisTesting
import Synchronization
import Testing

@_spi(Internals) @testable import SymbiosisScenes

/// A saved file is checked off the main actor: the app answers keys while a long or hostile
/// file is checked, and a newer save wins over an older one still being checked.
///
/// The check of a file writing a ``Held`` value is caught in the middle (its decoding waits
/// while the hold is armed), so the tests see what happens during a check without timing one.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5))) struct SceneCheckOffMainActorTests {
  static let file = "Held.scene.yaml"

  /// The scene file, its label saying `label`.
  static func text(_ label: String) -> String {
    """
    scene: Held
    sources:
      held: { constant: Held, value: { number: 1 } }
    views:
      - label: \(label)
    """
  }

  func load() throws -> (SceneLibrary, FileScene) {
    let types = SceneTypes().model(Held.self, keys: ["number": \.number])
    let library = try SceneLibrary(
      files: [(Self.file, Self.text("One"))], types: types, platform: StandInPlatform())
    return (library, try library.scene(named: "Held"))
  }

  /// What the scene's label says, as its definition has it.
  func label(of scene: FileScene) -> String? {
    scene.definition.views.first?.properties.first?.value.scalarText?.value
  }

  @Test func theMainActorRunsWhileASavedFileIsChecked() async throws {
    let (library, scene) = try load()
    let requests = Recorder(scene.contentRequests)
    let started = Held.hold.arm()
    let applying = Task {
      await library.apply([SceneFileChange(name: Self.file, text: Self.text("Two"))])
    }
    for await _ in started { break }
    // On the main actor, with the check begun and not ended: it runs elsewhere.
    let checkWasRunning = Held.hold.isHolding
    Held.hold.release()
    await applying.value
    #expect(checkWasRunning && !Held.hold.timedOut)
    #expect(library.problems.value == [] && requests.values.count == 1)
    #expect(label(of: scene) == "Two")
  }

  @Test func anOlderSaveStillBeingCheckedNeverReplacesANewerOne() async throws {
    let (library, scene) = try load()
    let requests = Recorder(scene.contentRequests)
    let started = Held.hold.arm()
    let older = Task {
      await library.apply([SceneFileChange(name: Self.file, text: Self.text("Two"))])
    }
    for await _ in started { break }
    await library.apply([SceneFileChange(name: Self.file, text: Self.text("Three"))])
    #expect(requests.values.count == 1)
    Held.hold.release()
    await older.value
    #expect(!Held.hold.timedOut)
    #expect(requests.values.count == 1)
    #expect(label(of: scene) == "Three")
  }

  /// Saves are counted as they arrive (a reloader counts each before making its task), so an
  /// older save applied after a newer one, as tasks may start out of order, never lands.
  @Test func anOlderSaveAppliedAfterANewerOneNeverLands() async throws {
    let (library, scene) = try load()
    let requests = Recorder(scene.contentRequests)
    let older = [SceneFileChange(name: Self.file, text: Self.text("Two"))]
    let newer = [SceneFileChange(name: Self.file, text: Self.text("Three"))]
    let (olderCount, newerCount) = (library.count(older), library.count(newer))
    await library.apply(newer, counted: newerCount)
    await library.apply(older, counted: olderCount)
    #expect(requests.values.count == 1)
    #expect(label(of: scene) == "Three")
  }

  /// As above, with the newer save held in its check while the older one is applied.
  @Test func anOlderSaveAppliedWhileANewerOneIsCheckedNeverLands() async throws {
    let (library, scene) = try load()
    let requests = Recorder(scene.contentRequests)
    let older = [SceneFileChange(name: Self.file, text: Self.text("Two"))]
    let newer = [SceneFileChange(name: Self.file, text: Self.text("Three"))]
    let (olderCount, newerCount) = (library.count(older), library.count(newer))
    let started = Held.hold.arm()
    let applyingNewer = Task { await library.apply(newer, counted: newerCount) }
    for await _ in started { break }
    await library.apply(older, counted: olderCount)
    #expect(requests.values.isEmpty)
    Held.hold.release()
    await applyingNewer.value
    #expect(!Held.hold.timedOut)
    #expect(requests.values.count == 1)
    #expect(label(of: scene) == "Three")
  }

  @Test func aStoppedReloadLandsNothing() async throws {
    let (library, scene) = try load()
    let requests = Recorder(scene.contentRequests)
    let started = Held.hold.arm()
    let applying = Task {
      await library.apply([SceneFileChange(name: Self.file, text: Self.text("Two"))])
    }
    for await _ in started { break }
    applying.cancel()
    Held.hold.release()
    await applying.value
    #expect(requests.values.isEmpty)
    #expect(label(of: scene) == "One")
  }
}

/// A model a file writes, whose decoding waits while ``hold`` is armed: the first decoding after
/// arming tells that it started, then waits until released.
struct Held: Decodable, Sendable {
  let number: Int

  static let hold = Hold()

  init(from decoder: any Decoder) throws {
    number = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .number)
    Self.hold.pass()
  }

  private enum CodingKeys: String, CodingKey {
    case number
  }

  /// Holds one decoding until released.
  final class Hold: Sendable {
    private struct State {
      var started: AsyncStream<Void>.Continuation?
      var isHolding = false
      var timedOut = false
    }

    private let state = Mutex(State())
    private let released = DispatchSemaphore(value: 0)

    /// Holds the next decoding; the stream tells when it starts waiting.
    func arm() -> AsyncStream<Void> {
      let (stream, continuation) = AsyncStream<Void>.makeStream()
      state.withLock { $0 = State(started: continuation) }
      return stream
    }

    /// Whether a decoding is waiting.
    var isHolding: Bool { state.withLock(\.isHolding) }
    /// Whether a decoding gave up waiting: the test never got to release it.
    var timedOut: Bool { state.withLock(\.timedOut) }

    /// Lets the waiting decoding go on.
    func release() { released.signal() }

    /// Waits, when armed, until released.
    fileprivate func pass() {
      let started = state.withLock { state -> AsyncStream<Void>.Continuation? in
        defer { state.started = nil }
        if state.started != nil { state.isHolding = true }
        return state.started
      }
      guard let started else { return }
      started.yield()
      started.finish()
      // Blocking a thread of the pool: while it waits, the test awaits only the main actor and
      // one other check, which the second thread of a 2-core machine runs. A check held on the
      // main actor (where checks ran before) is never released; it gives up instead, and the
      // test fails.
      let outcome = released.wait(timeout: .now() + .seconds(60))
      state.withLock {
        $0.isHolding = false
        $0.timedOut = outcome == .timedOut
      }
    }
  }
}
