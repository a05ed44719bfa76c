import Symbiosis
import SymbiosisScenes

/// The problems of an app's scene files, at the top of every screen while there are any: each
/// `file:line:column: error: …` as text, above the screen the last good files made, which stays
/// usable; and what the library's notice says (a segue to a scene whose file is gone).
@MainActor
final class WebProblems: WebView {
  private let heading = WebView(tag: "strong")
  private let list = WebView(tag: "ul")
  private let noticeLine = WebView(tag: "p", classes: "sy-notice")

  /// A box following `problems` and `notice`.
  init(problems: Property<[SceneDiagnostic]>, notice: Property<String?>) {
    super.init(tag: "aside", classes: "sy-problems")
    setAttribute("role", "alert")
    addChild(heading)
    addChild(list)
    addChild(noticeLine)
    // Outside any binding scope: the box follows the files for as long as it lives.
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] in self?.show($0) })
      .bindOutsideScope(problems.values)
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] in self?.say($0) })
      .bindOutsideScope(notice.values)
  }

  private func show(_ problems: [SceneDiagnostic]) {
    list.removeAllChildren()
    heading.setText(
      problems.count == 1
        ? "A scene file has a problem; the screen is as the last good files made it:"
        : "The scene files have \(problems.count) problems; the screen is as the last good files made it:"
    )
    for problem in problems {
      let item = WebView(tag: "li")
      item.setText(problem.description)
      list.addChild(item)
    }
    heading.isHidden = problems.isEmpty
    list.isHidden = problems.isEmpty
    updateHidden()
  }

  private func say(_ text: String?) {
    noticeLine.setText(text ?? "")
    noticeLine.isHidden = text == nil
    updateHidden()
  }

  private func updateHidden() { isHidden = list.isHidden && noticeLine.isHidden }
}
