import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal

extension SceneApp {
  /// What the terminal shows of the app: its navigator's scenes in a navigation stack, with the
  /// library's problems over them while there are any, and its notice on a status line.
  public func rootView() -> View {
    SceneProblemsOverlay(
      NavigationStack(navigator), problems: library.problems, notice: library.notice)
  }
}
