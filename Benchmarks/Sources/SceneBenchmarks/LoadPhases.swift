import BenchmarkHarness
@_spi(Internals) import SymbiosisScenes
import SymbiosisTerminal
import Yams

/// The time of each phase of loading the dashboard, every phase timed within the same rounds
/// (a shared machine's speed drifts between seconds, and two phases timed apart would meet
/// different machines), beside Yams' compose of the text and the same views in Swift.
///
/// A round reads the text, makes a library of it (which reads it again, then checks it), makes
/// the scene and builds its content, and draws the first frame; then the same in Swift. What a
/// round made is freed after it, untimed, as an app keeps a scene while it shows it.
@MainActor
struct LoadPhases {
  /// Milliseconds per round of each phase.
  private(set) var compose: [Double] = []
  private(set) var read: [Double] = []
  /// A library's time less the read of the same round: it reads the file itself.
  private(set) var check: [Double] = []
  private(set) var build: [Double] = []
  private(set) var frame: [Double] = []
  private(set) var total: [Double] = []
  private(set) var codeBuild: [Double] = []
  private(set) var codeFrame: [Double] = []
  private(set) var codeTotal: [Double] = []

  /// `rounds` rounds, after `warmUp` more that are not kept.
  init(rounds: Int = 41, warmUp: Int = 3) {
    for round in 0..<(warmUp + rounds) {
      var phases = LoadPhases()
      phases.measureOnce()
      guard round >= warmUp else { continue }
      compose += phases.compose
      read += phases.read
      check += phases.check
      build += phases.build
      frame += phases.frame
      total += phases.total
      codeBuild += phases.codeBuild
      codeFrame += phases.codeFrame
      codeTotal += phases.codeTotal
    }
  }

  private init() {}

  /// The median of `times`.
  static func median(_ times: [Double]) -> Double {
    times.isEmpty ? .nan : times.sorted()[times.count / 2]
  }

  private mutating func measureOnce() {
    compose.append(Self.milliseconds { _ = try? Yams.compose(yaml: SceneWork.text, .basic) })
    var definition: SceneDefinition?
    read.append(
      Self.milliseconds {
        definition = try? SceneDefinition.parse(yaml: SceneWork.text, file: DashboardFile.name)
      })
    var library: SceneLibrary?
    let load = Self.milliseconds { library = SceneWork.library() }
    var scene: FileScene?
    var view: View?
    let built = Self.milliseconds {
      scene = try? library?.scene(named: DashboardFile.scene)
      view = (try? scene?.makeContent()) as? View
    }
    let drawn = Self.milliseconds { _ = view.map(SceneWork.firstFrame) }
    precondition(definition != nil && view != nil, "the dashboard does not load")
    check.append(load - (read.last ?? 0))
    build.append(built)
    frame.append(drawn)
    total.append(load + built + drawn)
    withExtendedLifetime((library, scene)) {}

    var code: HandWrittenDashboard?
    var codeView: View?
    let codeBuilt = Self.milliseconds {
      code = HandWrittenDashboard()
      codeView = (try? code?.makeContent()) as? View
    }
    let codeDrawn = Self.milliseconds { _ = codeView.map(SceneWork.firstFrame) }
    withExtendedLifetime(code) {}
    codeBuild.append(codeBuilt)
    codeFrame.append(codeDrawn)
    codeTotal.append(codeBuilt + codeDrawn)
  }

  private static func milliseconds(_ body: () -> Void) -> Double {
    Harness.nanoseconds(ContinuousClock().measure(body)) / 1e6
  }
}
