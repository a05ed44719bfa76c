import Symbiosis
@_spi(Internals) import SymbiosisScenes
@_spi(Internals) import SymbiosisTerminal
import SymbiosisTerminalScenes
import Yams

/// What the count mode does N times (and the save benchmark times): the first five cases each
/// go a step further into loading the dashboard than the one before, so that a phase's count is
/// the difference of two of them; then the same views in Swift, and a save.
@MainActor
enum SceneWork: String, CaseIterable {
  /// Yams' `compose` of the file's text alone, as the reader calls it (UTF-8, the basic
  /// resolver): the parser's share.
  case compose
  /// Read: YAML to a `SceneDefinition`.
  case read
  /// Read and check: a `SceneLibrary` of the file (it reads the file itself).
  case load
  /// Load, then build the scene's content with the terminal platform.
  case build
  /// Load, build, and the first frame: layout, draw and encode on a 120 × 50 screen.
  case frame
  /// The same views built and bound in Swift (``HandWrittenDashboard``).
  case code
  /// Built in Swift, and the first frame.
  case codeFrame = "code-frame"
  /// A saved file reloaded, the scene remade in its navigation stack, the frame drawn.
  case reload

  /// The screen every frame is drawn on.
  static let screenSize = Size(width: 120, height: 50)
  /// The dashboard's text, version 1.
  static let text = DashboardFile.text()
  /// The platform, made once as an app makes it.
  static let platform = TerminalScenePlatform()

  /// Does the work once; what it returns only keeps the optimizer from dropping the work.
  func run() -> Int {
    switch self {
    case .compose:
      return (try? Yams.compose(yaml: Self.text, .basic, .default, .utf8)) == nil ? 0 : 1
    case .read:
      return (try? SceneDefinition.parse(yaml: Self.text, file: DashboardFile.name))?.views.count
        ?? 0
    case .load:
      return Self.library() == nil ? 0 : 1
    case .build:
      return Self.library().flatMap(Self.content) == nil ? 0 : 1
    case .frame:
      return Self.library().flatMap(Self.content).map(Self.firstFrame) ?? 0
    case .code:
      return (try? HandWrittenDashboard().makeContent()) == nil ? 0 : 1
    case .codeFrame:
      return ((try? HandWrittenDashboard().makeContent()) as? View).map(Self.firstFrame) ?? 0
    case .reload:
      return ReloadedScreen.shared.save()
    }
  }

  /// The library of the dashboard's file; nil (never, once checked) when it has problems.
  static func library() -> SceneLibrary? {
    try? SceneLibrary(
      files: [(DashboardFile.name, text)], types: .dashboard, platform: platform)
  }

  /// A new dashboard scene's content, built as a navigation stack builds it.
  static func content(of library: SceneLibrary) -> View? {
    (try? library.scene(named: DashboardFile.scene).makeContent()) as? View
  }

  /// The bytes of `view`'s first frame: laid out and drawn by a new screen, then encoded.
  static func firstFrame(_ view: View) -> Int {
    let screen = Screen(root: view, size: screenSize)
    let frame = screen.render()
    var encoder = FrameEncoder()
    return encoder.encode(from: nil, to: frame.buffer, cursor: frame.cursor).count
  }
}
