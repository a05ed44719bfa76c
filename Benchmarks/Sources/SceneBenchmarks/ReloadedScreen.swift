import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalTesting

/// The dashboard shown in a navigation stack on a test terminal, whose file is saved again and
/// again, alternating two versions that differ in the banner: each save is reloaded by the
/// library, the scene remakes its content in the stack, and the next frame is drawn.
@MainActor
final class ReloadedScreen {
  /// One for the process: the benchmarks and the count mode save through it.
  static let shared: ReloadedScreen = {
    guard let library = SceneWork.library() else {
      fatalError("the dashboard does not load: run the timed benchmarks to see why")
    }
    return ReloadedScreen(library: library)
  }()

  let library: SceneLibrary
  let terminal: TestTerminal
  /// Where the banner's version digit is on screen.
  let digit: (x: Int, y: Int)
  private var version = 1
  private let texts = [1: DashboardFile.text(version: 1), 2: DashboardFile.text(version: 2)]

  /// The scene of `library`'s dashboard file, shown at version 1.
  init(library: SceneLibrary) {
    guard let scene = try? library.scene(named: DashboardFile.scene) else {
      fatalError("the library has no dashboard")
    }
    self.library = library
    terminal = TestTerminal(
      NavigationStack(Navigator(root: scene)), columns: SceneWork.screenSize.width,
      rows: SceneWork.screenSize.height)
    let banner = DashboardFile.banner(version: 1)
    guard let row = terminal.lines.firstIndex(where: { $0.contains(banner) }),
      let start = terminal.lines[row].range(of: banner)?.upperBound
    else { fatalError("the dashboard's banner is not on screen:\n\(terminal.text)") }
    // The digit before the colon; the banner's text before it is ASCII, one cell a character.
    digit = (terminal.lines[row].distance(from: terminal.lines[row].startIndex, to: start) - 2, row)
  }

  /// Whether the screen shows the banner of `version`.
  func shows(version: Int) -> Bool {
    terminal.cell(x: digit.x, y: digit.y).grapheme == String(version)
  }

  /// Saves the other version, reloads it, draws the frame and checks that it shows it; returns
  /// the version shown.
  func save() -> Int {
    version = 3 - version
    library.reload(file: DashboardFile.name, text: texts[version] ?? "")
    terminal.render()
    precondition(shows(version: version), "the frame does not show version \(version)")
    return version
  }
}
