import Foundation
import Symbiosis

/// The views of a table's cell that show and edit their row's item, checked.
extension SceneCheck {
  /// `edit: done` in a cell: a key of the row's item, of the type the view edits, writable.
  func checkRowEdit(
    _ entry: SceneNode.Entry, of view: ViewDefinition, kind: ViewKindSchema, item: any ModelType
  ) {
    guard let text = scalar(entry) else { return }
    guard DocumentReader.isName(text.value) else {
      return report(
        "'edit:' in a cell names a key of the row's \(item.name), like '\(item.keys.keys.sorted().first ?? "name")', not '\(text.value)'",
        at: text.location)
    }
    guard let key = item.keys[text.value] else {
      return unknown("key", text, among: item.keys.keys, of: item.name)
    }
    let (edited, needs): (any Any.Type, String) =
      kind.edits == .flag ? (Bool.self, "true or false") : (String.self, "text")
    if key.valueType != edited {
      report(
        "key '\(key.name)' of \(item.name) is \(key.valueType), but a \(view.kind.value) edits \(needs)",
        at: text.location)
    } else if !item.isWritable(key.name, as: key.valueType) {
      report(readOnly(key, of: item), at: text.location)
    }
  }

  /// `style: { done: completed }` in a cell: Bool keys of the row's item, each with a style.
  func checkStyleFlags(
    _ flags: [SceneNode.Entry], of item: any ModelType, at location: SourceLocation
  ) {
    if flags.isEmpty {
      report(
        "'style:' needs a style's name, or flags of the row's \(item.name) with a style each, like '{ done: completed }'",
        at: location)
    }
    for flag in flags {
      _ = key(
        flag.key, of: item, expected: "'style:' picks a style by a flag: true or false"
      ) { $0 == Bool.self }
      if let style = scalar(flag) { checkStyleName(style) }
    }
  }
}

extension ViewDefinition {
  /// Whether the view, or one inside it, writes into its row's item (`edit:`).
  var writesRows: Bool {
    property("edit") != nil || children.contains { $0.writesRows }
  }
}
