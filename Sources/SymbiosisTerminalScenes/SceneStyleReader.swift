import SymbiosisScenes
import SymbiosisTerminal

/// Reads a scene file's styles as the terminal draws them: `base` (a theme style or another
/// style of the file), `foreground` and `background` (a colour name or `#rrggbb`), and `bold`,
/// `dim`, `italic`, `underline`, `reverse` (true or false).
enum SceneStyleReader {
  /// The attributes a file style may have besides `base`.
  static let attributeNames = [
    "foreground", "background", "bold", "dim", "italic", "underline", "reverse",
  ]

  /// The colours a file may name.
  /// The colours by name, in the order a message lists them.
  static let namedColors: [(name: String, color: Color)] = [
    ("default", .default), ("black", .black), ("red", .red), ("green", .green),
    ("yellow", .yellow), ("blue", .blue), ("magenta", .magenta), ("cyan", .cyan),
    ("white", .white), ("brightBlack", .brightBlack), ("brightRed", .brightRed),
    ("brightGreen", .brightGreen), ("brightYellow", .brightYellow), ("brightBlue", .brightBlue),
    ("brightMagenta", .brightMagenta), ("brightCyan", .brightCyan), ("brightWhite", .brightWhite),
  ]
  static let colors = Dictionary(uniqueKeysWithValues: namedColors)

  private static let flags: [String: TextAttributes] = [
    "bold": .bold, "dim": .dim, "italic": .italic, "underline": .underline, "reverse": .reverse,
  ]

  /// What `definition`'s attributes change (its `base` left out), and every problem in them.
  static func changes(of definition: StyleDefinition) -> (ThemedStyle, [SceneDiagnostic]) {
    var style = ThemedStyle()
    var problems: [SceneDiagnostic] = []
    for entry in definition.attributes {
      let name = entry.key.value
      guard case .scalar(let text) = entry.value.content else {
        problems.append(
          SceneDiagnostic(
            "style attribute '\(name)' takes \(expectation(of: name)), not a list or a mapping",
            at: entry.value.location))
        continue
      }
      if name == "foreground" || name == "background" {
        guard let color = color(named: text) else {
          problems.append(
            .unknown(
              "colour", Located(text, at: entry.value.location),
              among: namedColors.map(\.name), others: ["#rrggbb"], listingAll: true))
          continue
        }
        if name == "foreground" { style.foreground = color } else { style.background = color }
      } else if let flag = flags[name] {
        switch text.lowercased() {
        case "true": style = style.changed(by: ThemedStyle(adding: flag))
        case "false": style = style.changed(by: ThemedStyle(removing: flag))
        default:
          problems.append(
            SceneDiagnostic(
              "style attribute '\(name)' takes true or false, not '\(text)'",
              at: entry.value.location))
        }
      } else {
        problems.append(
          .unknown("style attribute", entry.key, among: ["base"] + attributeNames))
      }
    }
    return (style, problems)
  }

  /// The style `name` names: a style of `styles` (the file's, which may build on each other and
  /// on the theme's) or else of the theme; `nil` for neither. A loop of bases ends where it
  /// comes back.
  static func style(named name: String, in styles: [StyleDefinition]) -> ThemedStyle? {
    var seen: Set<String> = []
    return style(named: name, in: styles, seen: &seen)
  }

  private static func style(
    named name: String, in styles: [StyleDefinition], seen: inout Set<String>
  ) -> ThemedStyle? {
    guard seen.insert(name).inserted else { return ThemedStyle() }
    guard let definition = styles.first(where: { $0.name.value == name }) else {
      return ThemeStyleName(rawValue: name).map { ThemedStyle($0) }
    }
    let base = definition.base.flatMap { style(named: $0.value, in: styles, seen: &seen) }
    return (base ?? ThemedStyle()).changed(by: changes(of: definition).0)
  }

  /// The colour `text` names, a name or `#rrggbb`.
  static func color(named text: String) -> Color? {
    colors[text] ?? (text.hasPrefix("#") ? Color(hex: text) : nil)
  }

  private static func expectation(of attribute: String) -> String {
    flags[attribute] == nil ? "a colour name or '#rrggbb'" : "true or false"
  }
}
