import Symbiosis
import SymbiosisScenes

extension SceneConformance {
  /// A scene file, `EveryKind`, naming every standard view kind and every property of each,
  /// every layout kind and every style attribute, which loads on every conforming platform.
  public static let everyKindFile = (
    name: "EveryKind.scene.yaml",
    text: """
    scene: EveryKind
    title: "{item.name}"
    sources:
      items: ConformanceItems
      item: { settable: ConformanceItem, preview: { id: 1, name: One, isOn: true, choice: A } }
    actions:
      reload: { refresh: items }
    styles:
      loud:
        { base: title, foreground: red, background: "#3366cc", bold: true, dim: false,
          italic: true, underline: true, reverse: false }
      louder: { base: loud, foreground: brightYellow }
    views:
      - label: { text: "{item.name}", wraps: true, align: center, style: louder }
      - label: Plain
      - field: { id: name, placeholder: Name, text: One, clearsOnEscape: true, edit: item.name }
      - textView: { placeholder: Notes, text: One, lines: 3, edit: item.name, on: leave }
      - button: { title: Reload, action: reload, hidden: false }
      - toggle: { title: "On", edit: item.isOn }
      - picker: { placeholder: Choose, options: [A, B], edit: item.choice }
      - progress: { value: "0.5" }
      - spinner: { text: Working, animating: true }
      - image: { path: "" }
      - box: { title: Box, text: Inside }
      - label: { status: [reload] }
      - row: { spacing: 2, views: [{ label: A }, { label: B }] }
      - column: { spacing: 0, views: [{ label: C }] }
      - stack: { views: [{ label: D }] }
      - state:
          of: items
          loading: Loading…
          empty: Nothing.
          failed: { retry: { refresh: items } }
          content:
            table:
              source: items
              sections: name
              cell: { row: { views: [{ label: "{name}" }, { toggle: "{name}" }] } }
              header: { label: Head }
              footer: { label: Foot }
              select: { refresh: items }
      - grid: { source: items, cell: { label: "{name}" } }
    """
  )

  /// The types ``everyKindFile`` names: ``ConformanceItem`` and ``ConformanceItems``.
  public static var everyKindTypes: SceneTypes {
    SceneTypes()
      .model(
        ConformanceItem.self,
        keys: ["name": \.name, "isOn": \.isOn, "choice": \.choice, "id": \.id]
      )
      .source { ConformanceItems() }
  }

  /// The content of ``everyKindFile``'s scene made on `platform`, its preview shown.
  ///
  /// - Throws: `SceneErrors` when the file does not load there, or the error making its
  ///   content throws.
  public static func contentOfEveryKind(on platform: any ScenePlatform) throws -> any PlatformView {
    let library = try SceneLibrary(
      files: [everyKindFile], types: everyKindTypes, platform: platform, showsPreviews: true)
    return try library.scene(named: "EveryKind").makeContent()
  }
}
