import Foundation
import Symbiosis

/// The actions of a scene file, checked on their own and where they are used.
extension SceneCheck {
  /// Checks an action used where it is given items of `item` (a table's selection), or none.
  /// `inList`: it is a list's `select:`, given an item even when `item` is nil because the
  /// list's source has a problem, reported already.
  func checkAction(_ node: SceneNode, item: (any ModelType)?, inList: Bool = false) {
    if case .scalar(let name) = node.content {
      if let named = scene.actions.first(where: { $0.id?.value == name }) {
        return checkUse(of: named, item: item, inList: inList, at: node.location)
      }
      let standard = ["goBack", "dismiss", "focusNext"]
      if !standard.contains(name) {
        return unknown(
          "action", Located(name, at: node.location),
          among: scene.actions.compactMap(\.id?.value) + standard)
      }
    }
    let (parsed, problems) = ActionDefinition.parse(node, id: nil)
    diagnostics += problems
    if let parsed {
      check(parsed, item: item)
      checkUse(of: parsed, item: item, inList: inList, at: node.location)
    }
  }

  /// Checks that an action fits where it is used: one that needs an item is given one of its
  /// type. In a list whose item type is unknown (`inList`, `item` nil), nothing is reported:
  /// the problem is the list's source's, reported there.
  func checkUse(
    of action: ActionDefinition, item: (any ModelType)?, inList: Bool,
    at location: SourceLocation
  ) {
    if inList, item == nil { return }
    let needs: String?
    switch action.kind {
    case .segue(let name, let from, let input):
      // With `with:`, ``check(_:item:)`` checks what it passes; without an item or `from:`,
      // the segue passes nothing.
      if input != nil || (item == nil && from == nil) { return }
      guard let item else {
        return report(
          "segue '\(name.value)' needs an item to pass: use it as a table's 'select:'",
          at: location)
      }
      // With `from:`, ``check(_:item:)`` checks the list's element instead.
      if from == nil { checkSegueInput(name, passes: item.name, at: location) }
      return
    case .add, .remove, .set:
      return checkCollectionUse(of: action, item: item, at: location)
    case .custom(let type, nil):
      guard let registered = types.actions[type.value], registered.inputType != Void.self else {
        return
      }
      guard let item else {
        return report(
          "action '\(type.value)' takes \(registered.inputType): give it 'with:'", at: location)
      }
      needs = item.type == registered.inputType ? nil : "\(registered.inputType)"
    default: return
    }
    if let needs, let item {
      report("the action takes \(needs), but is given \(item.name)", at: location)
    }
  }

  /// Checks a named action, or one written inline, on its own.
  func check(_ action: ActionDefinition, item: (any ModelType)?) {
    switch action.kind {
    case .goBack, .dismiss, .focusNext: break
    case .add, .remove, .set: checkCollection(action)
    case .refresh(let id):
      if !scene.sources.contains(where: { $0.id.value == id.value }) {
        unknown("source", id, among: scene.sources.map(\.id.value))
      }
    case .copy(let reference):
      if let type = check(reference), type != String.self, type != String?.self {
        report("'copy' needs text, but '\(reference)' is \(type)", at: reference.location)
      }
    case .openURL(let reference):
      if let type = check(reference), type != URL.self, type != URL?.self {
        report("'openURL' needs a URL, but '\(reference)' is \(type)", at: reference.location)
      }
    case .custom(let type, let input):
      guard let registered = types.actions[type.value] else {
        return unknown("action type", type, among: types.actions.keys)
      }
      guard let input else { return }
      if registered.inputType == Void.self {
        report("action '\(type.value)' takes no input", at: input.location)
      } else if let given = check(input), given != registered.inputType {
        report(
          "action '\(type.value)' takes \(registered.inputType), but '\(input)' is \(given)",
          at: input.location)
      }
    case .segue(let name, let from, let input):
      guard segue(named: name) != nil else { return }
      if let input, let given = check(input) {
        checkSegueInput(name, passes: "\(types.shape(of: given))", at: input.location)
      }
      guard let from else { return }
      guard let shape = shapes[from.value] else {
        if !scene.sources.contains(where: { $0.id.value == from.value }) {
          unknown("source", from, among: scene.sources.map(\.id.value))
        }
        return
      }
      guard let model = list(shape, from, for: "from"), model.isIdentifiable else {
        if let model = shape.model, shape.form == .list {
          report(
            "'from:' passes items by identity, but \(model.name) is not Identifiable",
            at: from.location)
        }
        return
      }
      if let item, item.type != model.type {
        report(
          "the table's items are \(item.name), but 'from:' source '\(from.value)' holds [\(model.name)]",
          at: from.location)
      }
      checkSegueInput(name, passes: model.name, at: from.location)
    }
  }

  func segue(named name: Located<String>) -> SegueDefinition? {
    guard let segue = scene.segues.first(where: { $0.name.value == name.value }) else {
      unknown("segue", name, among: scene.segues.map(\.name.value))
      return nil
    }
    return segue
  }

  /// Checks that the segue `name` can pass a value of `passed` (`Person`, `[Person]`, as
  /// ``ValueShape`` and ``TypeName`` write it) into its destination.
  func checkSegueInput(
    _ name: Located<String>, passes passed: String, at location: SourceLocation
  ) {
    guard let segue = scene.segues.first(where: { $0.name.value == name.value }) else {
      return unknown("segue", name, among: scene.segues.map(\.name.value))
    }
    guard let destination = scenes[segue.scene.value] else { return }
    let settable = destination.sources.compactMap { source -> (String, TypeName)? in
      if case .settable(let type, _) = source.kind { (source.id.value, type) } else { nil }
    }
    // A source of an unknown model, reported in its own file, may be the one meant.
    let unknownModel = { (type: TypeName) in self.types.models[type.name.value] == nil }
    let fits = settable.filter { $0.1.description == passed }
    if let into = segue.into {
      guard let target = settable.first(where: { $0.0 == into.value }), !unknownModel(target.1)
      else { return }
      if target.1.description != passed {
        report(
          "segue '\(name.value)' passes \(passed) into '\(into.value)' of scene '\(destination.name.value)', which holds \(target.1)",
          at: location)
      }
    } else if fits.isEmpty, !settable.contains(where: { unknownModel($0.1) }) {
      report(
        "segue '\(name.value)' passes \(passed), but scene '\(destination.name.value)' has no settable source of \(passed)",
        at: location)
    } else if fits.count > 1 {
      report(
        "segue '\(name.value)' passes \(passed), which sources \(fits.map { "'\($0.0)'" }.joined(separator: ", ")) of scene '\(destination.name.value)' all take: name one with 'into:'",
        at: segue.name.location)
    }
  }
}
