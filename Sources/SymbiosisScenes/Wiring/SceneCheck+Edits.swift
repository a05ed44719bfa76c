/// When an `edit:` of text writes, checked: `on: change | enter | leave` and `ifEmpty:`.
extension SceneCheck {
  /// The properties a view that edits text takes beside `edit:`: when it writes (`on:`) and
  /// what runs in place of writing an empty text (`ifEmpty:`).
  static let commitProperties: Set<String> = ["on", "ifEmpty"]

  /// Checks `on:` on `view`: one of the modes, beside an `edit:`, on a kind whose views tell
  /// when the user confirms or leaves an edit.
  func checkCommitMode(_ entry: SceneNode.Entry, of view: ViewDefinition) {
    guard let mode = scalar(entry) else { return }
    let names = EditCommitMode.allCases.map(\.rawValue)
    guard names.contains(mode.value) else {
      return report(
        "'on' takes one of \(names.map { "'\($0)'" }.joined(separator: ", ")), not '\(mode.value)'",
        at: mode.location, suggestion: NameSuggestion.closest(to: mode.value, in: names))
    }
    if view.property("edit") == nil {
      return report(
        "'on:' says when 'edit:' writes the text, but this \(view.kind.value) has no 'edit:'",
        at: entry.key.location)
    }
    if mode.value != EditCommitMode.change.rawValue,
      let kind = self.kind(view.kind.value), kind.editEvents == nil
    {
      report(
        "a \(view.kind.value) on this platform does not tell when the user presses Enter or "
          + "leaves it, so 'on:' takes only 'change', not '\(mode.value)'",
        at: mode.location)
    }
  }

  /// Checks `ifEmpty:` on `view`: an action, run in place of writing an empty committed text,
  /// so only beside `edit:` with `on: enter` or `on: leave`.
  func checkIfEmpty(_ entry: SceneNode.Entry, of view: ViewDefinition, item: (any ModelType)?) {
    checkAction(entry.value, item: item)
    let mode = view.property("on")?.value.scalarText?.value
    if view.property("edit") == nil {
      report(
        "'ifEmpty:' runs in place of writing an empty text to 'edit:', but this "
          + "\(view.kind.value) has no 'edit:'",
        at: entry.key.location)
    } else if mode == nil || mode == EditCommitMode.change.rawValue {
      report(
        "'ifEmpty:' runs when an empty text is committed, so it needs 'on: enter' or "
          + "'on: leave' beside it"
          + (mode.map { ", not 'on: \($0)'" } ?? ", and this \(view.kind.value) has no 'on:'"),
        at: entry.key.location)
    }
  }
}
