import Symbiosis

/// Makes the views of a file's view kinds and sets their written properties: what the scene
/// builder and the cells of its tables share.
@MainActor
struct ViewMaker {
  /// The app's registered types.
  let types: SceneTypes
  /// The platform building views.
  let platform: any ScenePlatform
  /// The file's styles.
  let styles: [StyleDefinition]
  /// The view kinds by name: the platform's, and the app's own, which win.
  let kinds: [String: ViewKind]

  /// A maker of `platform`'s and `types`' view kinds, styled with `styles`.
  init(types: SceneTypes, platform: any ScenePlatform, styles: [StyleDefinition]) {
    self.types = types
    self.platform = platform
    self.styles = styles
    kinds = platform.viewKinds.merging(types.views) { _, app in app }
  }

  /// The kind called `name`: the app's own or the platform's.
  func kind(_ name: String) -> ViewKind? { kinds[name] }

  /// The name of the property `entry` sets on a view of `definition`'s kind: the kind's main
  /// property for a scalar written in place of the properties.
  func propertyName(_ entry: SceneNode.Entry, of definition: ViewDefinition, kind: ViewKind)
    -> String?
  {
    entry.key.value == definition.kind.value ? kind.mainProperty : entry.key.value
  }

  /// Sets a constant property written as `node` on `view`; false when `property` takes text
  /// (which may follow data, so its caller sets it).
  func setConstant(_ property: ViewProperty, _ node: SceneNode, on view: any PlatformView) -> Bool {
    if case .sequence(let items) = node.content, property.kind == .texts {
      property.set(view, .texts(items.compactMap(\.scalarText?.value)))
    }
    guard case .scalar(let text) = node.content else { return true }
    switch property.kind {
    case .text: return false
    case .texts: break  // a list, set above; the checker refuses a scalar
    case .integer: if let value = Int(text) { property.set(view, .integer(value)) }
    case .boolean: if let value = Bool(text) { property.set(view, .boolean(value)) }
    case .choice: property.set(view, .choice(text))
    }
    return true
  }

  /// Applies the builder's own common properties (`style`, `hidden`) written in `definition`;
  /// a `hidden:` that is a reference rather than `true` or `false` is the builder's to follow.
  func applyCommon(_ definition: ViewDefinition, to view: any PlatformView) {
    for entry in definition.properties {
      guard case .scalar(let text) = entry.value.content else { continue }
      switch entry.key.value {
      case "style": platform.apply(style: text, styles: styles, to: view)
      case "hidden":
        if let hidden = Bool(text) { (view as? any HideableView)?.isHidden = hidden }
      default: break
      }
    }
  }

  /// A label showing `text`, or nil when the platform has no `label` kind.
  func label(_ text: String, style: String? = nil) -> (any PlatformView)? {
    guard let kind = kind("label"), let property = textProperty(of: kind) else { return nil }
    let view = kind.make()
    property.set(view, .text(text))
    if let style { platform.apply(style: style, styles: styles, to: view) }
    return view
  }

  /// The property a kind shows its text in: `text`, or its main property.
  func textProperty(of kind: ViewKind) -> ViewProperty? { Self.textProperty(of: kind) }

  /// The property a kind shows its text in, asked off the main actor, as files are checked.
  nonisolated static func textProperty(of kind: ViewKind) -> ViewProperty? {
    kind.properties["text"] ?? kind.mainProperty.flatMap { kind.properties[$0] }
  }

  /// The spacing a stack's `spacing:` gives, 1 when it gives none.
  func spacing(of definition: ViewDefinition) -> Int {
    guard let entry = definition.property("spacing"), case .scalar(let text) = entry.value.content
    else { return 1 }
    return Int(text) ?? 1
  }

  /// The axis of a builder stack kind (`row`, `column`, `stack`), or nil for another kind.
  nonisolated static func stackAxis(_ kind: String) -> Axis? {
    switch kind {
    case "row": .horizontal
    case "column", "stack": .vertical
    default: nil
    }
  }
}
