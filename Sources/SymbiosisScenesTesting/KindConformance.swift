import Symbiosis
import SymbiosisScenes

/// The conformance of a platform's build of one standard view kind to its schema.
@MainActor
struct KindConformance {
  /// What the schema declares.
  let schema: ViewKindSchema
  /// What the platform builds.
  let kind: ViewKind
  /// A view's description, which tells a view before and after a property is set.
  let describe: @MainActor (any PlatformView) -> String

  /// Every difference from the schema, and every property that changes nothing.
  func failures() async -> [String] {
    let name = schema.name
    var failures: [String] = []
    if kind.name != name { failures.append("builds '\(name)' under the name '\(kind.name)'") }
    if kind.mainProperty != schema.mainProperty {
      failures.append(
        "'\(name)' has main property \(text(kind.mainProperty)), not \(text(schema.mainProperty))")
    }
    for property in Set(schema.properties.keys).union(kind.properties.keys).sorted() {
      switch (schema.properties[property], kind.properties[property]?.kind) {
      case (nil, _): failures.append("'\(name)' takes '\(property)', which the schema does not")
      case (_, nil): failures.append("'\(name)' does not take '\(property)'")
      case (let declared?, let built?) where declared != built:
        failures.append("'\(name).\(property)' takes \(built), not \(declared)")
      case (let declared?, _):
        if let failure = await applies(property, declared) { failures.append(failure) }
      }
    }
    let edits: ViewKindSchema.Edits? =
      kind.textInput != nil
      ? .text : kind.flagInput != nil ? .flag : kind.selectionInput != nil ? .selection : nil
    if edits != schema.edits {
      failures.append("'edit:' on '\(name)' binds \(text(edits)), not \(text(schema.edits))")
    }
    if schema.edits == .text, kind.editEvents == nil {
      failures.append(
        "'\(name)' edits text but reports no EditEvent (Enter, leaving, Escape), so "
          + "'on: enter' and 'on: leave' cannot write it")
    }
    failures += inputFailures()
    let view = kind.make()
    if (view is any ActionControl) != schema.takesAction {
      failures.append(
        "a '\(name)' is \(schema.takesAction ? "not " : "")an ActionControl, so 'action:' "
          + (schema.takesAction ? "cannot bind it" : "would bind it"))
    }
    return failures
  }

  /// A failure when setting `property` of a view to one value, then to another, leaves the view
  /// as it was, once the work each setting started (a picture loading, say) is done. One view,
  /// not two: two views may differ by something of their own (a node's id) whatever is set.
  private func applies(_ property: String, _ declared: ViewProperty.Kind) async -> String? {
    let values: (ViewProperty.Value, ViewProperty.Value)
    switch declared {
    case .text: values = (.text("0.25"), .text("0.75"))
    case .integer(let range): values = (.integer(range.lowerBound), .integer(range.upperBound))
    case .boolean: values = (.boolean(true), .boolean(false))
    case .choice(let names):
      guard let first = names.first, let last = names.last, first != last else { return nil }
      values = (.choice(first), .choice(last))
    case .texts: values = (.texts(["0.25"]), .texts(["0.75", "1"]))
    }
    guard let setter = kind.properties[property]?.set else { return nil }
    let view = kind.make()
    await set(view, values.0, with: setter)
    let before = describe(view)
    await set(view, values.1, with: setter)
    guard describe(view) == before else { return nil }
    return "'\(schema.name).\(property)' set to \(values.0), then to \(values.1), changes nothing"
  }

  /// Sets `value` on `view` with `setter`, and waits for the work it started.
  private func set(
    _ view: any PlatformView, _ value: ViewProperty.Value,
    with setter: @MainActor (any PlatformView, ViewProperty.Value) -> Void
  ) async {
    let work = PendingWork()
    PendingWork.$current.withValue(work) { setter(view, value) }
    await work.settled()
  }

  /// Failures of the values `edit:` binds: each must be the view's own, the same every time.
  private func inputFailures() -> [String] {
    let view = kind.make()
    let own =
      if let input = kind.textInput {
        input(view) === input(view)
      } else if let input = kind.flagInput {
        input(view) === input(view)
      } else if let input = kind.selectionInput {
        input(view) === input(view)
      } else {
        true
      }
    return own ? [] : ["'edit:' on '\(schema.name)' binds a new value each time, not the view's"]
  }

  private func text(_ name: String?) -> String { name.map { "'\($0)'" } ?? "none" }
  private func text(_ edits: ViewKindSchema.Edits?) -> String { edits.map { "\($0)" } ?? "nothing" }
}
