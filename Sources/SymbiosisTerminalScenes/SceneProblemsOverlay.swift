import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal

/// A screen's content with the problems of its scene files below it: while there are any, a
/// box at the bottom lists each (`file:line:column: error: …`, wrapped; the wheel scrolls a
/// long list, whose last row says how many more there are), and the content stays up and
/// usable above it, as the last good files made it. The box goes when the problems do.
///
/// ```swift
/// App(root: SceneProblemsOverlay(NavigationStack(navigator), problems: library.problems))
/// ```
///
/// The box takes at most half the screen, and never the focus, so the scene keeps the keys.
public final class SceneProblemsOverlay: View {
  /// What shows under the problems.
  public let content: View
  /// The problems shown, as last delivered on the main actor.
  public private(set) var problems: [SceneDiagnostic] = []
  private let list = DiagnosticList()
  private let box: Box
  /// The status line: what `notice` says, on the row above the box, while it says anything.
  private let status = Label()

  /// `content`, with the problems `problems` holds below it whenever there are any, and what
  /// `notice` says (a ``/SymbiosisScenes/SceneLibrary/notice``: a segue to a scene whose file
  /// is gone) on a status line under the content while it says anything.
  public init(
    _ content: View, problems: Property<[SceneDiagnostic]>, notice: Property<String?>? = nil
  ) {
    self.content = content
    box = Box(list)
    super.init()
    box.isHidden = true
    status.isHidden = true
    status.themeStyle = \.error
    addSubview(content)
    addSubview(status)
    addSubview(box)
    // Outside any binding scope: the overlay follows the problems for as long as it lives.
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] in self?.show($0) })
      .bindOutsideScope(problems.values)
    if let notice {
      BindingTarget(lifetime: lifetime, onMainActor: { [weak self] in self?.say($0) })
        .bindOutsideScope(notice.values)
    }
  }

  private func say(_ notice: String?) {
    status.text = notice ?? ""
    status.isHidden = notice == nil
    setNeedsDisplay()
  }

  private func show(_ problems: [SceneDiagnostic]) {
    self.problems = problems
    list.lines = problems.map(\.description)
    box.title =
      problems.count == 1
      ? "1 problem in the scene files" : "\(problems.count) problems in the scene files"
    box.isHidden = problems.isEmpty
    setNeedsDisplay()
  }

  /// The box takes the bottom, as tall as its lines up to half the height (three rows at least,
  /// when there is room); the content takes the rest, so that nothing of it (the focused row
  /// of a list least of all) is hidden under the box.
  public override func layoutSubviews() {
    var area = contentFrame
    if !box.isHidden {
      let wanted = box.size(fitting: Size(width: area.width, height: area.height)).height
      let height = min(area.height, max(min(3, area.height), min(wanted, area.height / 2)))
      box.frame = Rect(
        x: area.x, y: area.y + area.height - height, width: area.width, height: height)
      area.height -= height
    }
    if !status.isHidden, area.height > 1 {
      status.frame = Rect(x: area.x, y: area.y + area.height - 1, width: area.width, height: 1)
      area.height -= 1
    } else {
      // No room for it: it must not keep a taller layout's place, over the box.
      status.frame = Rect(x: area.x, y: area.y, width: 0, height: 0)
    }
    content.frame = area
  }

  /// What the content wants: the box and the status line take their rows from it.
  public override func contentSize(fitting proposal: Size) -> Size {
    content.size(fitting: proposal)
  }
}
