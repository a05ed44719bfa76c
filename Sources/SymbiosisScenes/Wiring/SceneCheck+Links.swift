import Foundation
import Symbiosis

/// The bindings, segues and references of a scene file, checked.
extension SceneCheck {
  func check(_ binding: BindingDefinition) {
    guard let type = types.bindings[binding.type.value],
      let told = vocabulary.bindings[binding.type.value]
    else {
      unknown("binding type", binding.type, among: types.bindings.keys)
      return
    }
    if let shape = shapes[binding.source.value] {
      if shape.type != type.valueType {
        report(
          "\(told.kindName) '\(type.name)' shows \(types.shape(of: type.valueType)), but source '\(binding.source.value)' holds \(shape)",
          at: binding.source.location)
      }
    } else if !scene.sources.contains(where: { $0.id.value == binding.source.value }) {
      unknown("source", binding.source, among: scene.sources.map(\.id.value))
    }
    let outlets = told.outlets
    var connected: Set<String> = []
    for (outlet, view) in binding.outlets {
      guard let declared = outlets.first(where: { $0.name == outlet.value }) else {
        unknown("outlet", outlet, among: outlets.map(\.name), of: "'\(type.name)'")
        continue
      }
      // Named, the outlet is not also reported as missing a view: the name is the problem.
      connected.insert(outlet.value)
      guard let kind = viewKinds[view.value] else {
        unknown("view", view, among: viewKinds.keys)
        continue
      }
      checkOutlet(declared, of: type, view: view, kind: kind, location: view.location)
    }
    for outlet in outlets where !connected.contains(outlet.name) {
      if let kind = viewKinds[outlet.name] {
        checkOutlet(
          outlet, of: type, view: Located(outlet.name, at: binding.type.location), kind: kind,
          location: binding.type.location)
      } else if outlet.isRequired {
        // A member's outlet (`height.view`) is no name a view's id can be.
        let byID =
          DocumentReader.isName(outlet.name) ? " or give a view the id '\(outlet.name)'" : ""
        report(
          "\(told.kindName) '\(type.name)' needs a view for outlet '\(outlet.name)' (\(outlet.expectedType)): name one in 'outlets:'\(byID)",
          at: binding.type.location)
      }
    }
  }

  func checkOutlet(
    _ outlet: SceneVocabulary.Outlet, of type: BindingType, view: Located<String>,
    kind: Located<String>, location: SourceLocation
  ) {
    guard let viewKind = self.kind(kind.value), !outlet.kinds.contains(viewKind.name) else {
      return
    }
    report(
      "outlet '\(outlet.name)' of '\(type.name)' takes \(outlet.expectedType), but view '\(view.value)' is a \(kind.value)",
      at: location)
  }

  func check(_ segue: SegueDefinition) {
    if let presentation = segue.presentation, !["push", "modal"].contains(presentation.value) {
      report(
        "'present' takes 'push' or 'modal', not '\(presentation.value)'",
        at: presentation.location,
        suggestion: NameSuggestion.closest(to: presentation.value, in: ["push", "modal"]))
    }
    guard let destination = scenes[segue.scene.value] else {
      if !someSceneUnread { unknown("scene", segue.scene, among: scenes.keys) }
      return
    }
    guard let into = segue.into else { return }
    guard let source = destination.sources.first(where: { $0.id.value == into.value }) else {
      unknown(
        "source", into, among: destination.sources.map(\.id.value),
        of: "scene '\(destination.name.value)'")
      return
    }
    if case .settable = source.kind { return }
    report(
      "source '\(into.value)' of scene '\(destination.name.value)' is not settable, so a segue cannot fill it",
      at: into.location)
  }

  func check(_ template: TextTemplate, cellOf item: (any ModelType)? = nil) {
    for part in template.parts {
      let reference: Reference
      switch part {
      case .text: continue
      case .reference(let written), .plural(let written, _, _): reference = written
      }
      let type: (any Any.Type)?
      if let item {
        switch KeyChain.resolve(reference.parts, from: item.type, in: types) {
        case .success(let chain): type = chain.valueType
        case .failure(let problem):
          diagnostics.append(problem)
          type = nil
        }
      } else {
        type = check(reference)
      }
      if case .plural = part, let type, !(type is any BinaryInteger.Type) {
        report(
          "a plural needs a whole number, but '\(reference)' is \(type)", at: reference.location)
      }
    }
  }

  /// The type of the value `reference` holds, or nil after reporting its problems.
  @discardableResult
  func check(_ reference: Reference) -> (any Any.Type)? {
    let first = reference.parts[0]
    if scene.sources.contains(where: { $0.id.value == first.value }) {
      return resolve(reference)?.valueType
    }
    if let kind = viewKinds[first.value] {
      var readable: [String] = []
      if schema(ofKind: kind.value)?.edits == .text { readable.append("text") }
      if convertedViews.contains(first.value) { readable.append("error") }
      guard reference.parts.count == 2, readable.contains(reference.parts[1].value) else {
        let part = reference.parts.count > 1 ? reference.parts[1] : first
        let has =
          readable.isEmpty ? "nothing" : readable.map { "'\($0)'" }.joined(separator: " and ")
        report(
          "unknown value '\(part.value)' of view '\(first.value)', a \(kind.value) with \(has) to read",
          at: part.location, suggestion: NameSuggestion.closest(to: part.value, in: readable))
        return nil
      }
      return String.self
    }
    unknown("source or view", first, among: scene.sources.map(\.id.value) + viewKinds.keys)
    return nil
  }

  func resolve(_ reference: Reference) -> KeyChain? {
    guard let shape = shapes[reference.parts[0].value] else { return nil }
    switch KeyChain.resolve(reference.parts.dropFirst(), from: shape.type, in: types) {
    case .success(let chain): return chain
    case .failure(let problem):
      diagnostics.append(problem)
      return nil
    }
  }
}
