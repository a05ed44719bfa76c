import SymbiosisScenes
import SymbiosisTerminal

/// Reads a scene file's styles as the terminal draws them: the attributes of
/// `SceneSchema.styleAttributes` as a ``ThemedStyle``, laid over the chain of bases
/// `SceneSchema.layers(ofStyle:in:)` reads. The terminal draws every attribute.
enum SceneStyleReader {
  /// The colours of `SceneSchema.colorNames`, by name.
  static let colors: [String: Color] = [
    "default": .default, "black": .black, "red": .red, "green": .green, "yellow": .yellow,
    "blue": .blue, "magenta": .magenta, "cyan": .cyan, "white": .white,
    "brightBlack": .brightBlack, "brightRed": .brightRed, "brightGreen": .brightGreen,
    "brightYellow": .brightYellow, "brightBlue": .brightBlue, "brightMagenta": .brightMagenta,
    "brightCyan": .brightCyan, "brightWhite": .brightWhite,
  ]

  private static let flags: [String: TextAttributes] = [
    "bold": .bold, "dim": .dim, "italic": .italic, "underline": .underline, "reverse": .reverse,
  ]

  /// What `definition`'s attributes change (its `base` left out); an attribute the schema
  /// refuses changes nothing.
  static func changes(of definition: StyleDefinition) -> ThemedStyle {
    var style = ThemedStyle()
    for entry in definition.attributes {
      guard case .scalar(let text) = entry.value.content else { continue }
      let name = entry.key.value
      if name == "foreground" || name == "background" {
        guard let color = color(named: text) else { continue }
        if name == "foreground" { style.foreground = color } else { style.background = color }
      } else if let flag = flags[name] {
        switch text.lowercased() {
        case "true": style = style.changed(by: ThemedStyle(adding: flag))
        case "false": style = style.changed(by: ThemedStyle(removing: flag))
        default: break
        }
      }
    }
    return style
  }

  /// The style `name` names: a style of `styles` (the file's, which may build on each other and
  /// on the theme's) or else of the theme; `nil` for neither. A loop of bases ends where it
  /// comes back.
  static func style(named name: String, in styles: [StyleDefinition]) -> ThemedStyle? {
    guard let (role, layers) = SceneSchema.layers(ofStyle: name, in: styles) else { return nil }
    let base = role.flatMap(ThemeStyleName.init(rawValue:)).map { ThemedStyle($0) }
    return layers.reduce(base ?? ThemedStyle()) { $0.changed(by: changes(of: $1)) }
  }

  /// The colour `text` names, a name or `#rrggbb`.
  static func color(named text: String) -> Color? {
    colors[text] ?? (text.hasPrefix("#") ? Color(hex: text) : nil)
  }
}
