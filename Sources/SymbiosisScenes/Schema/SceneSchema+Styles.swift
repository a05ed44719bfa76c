extension SceneSchema {
  /// Every problem in `style`'s attributes, at once: an unknown attribute, a colour that is
  /// neither one of ``colorNames`` nor `#rrggbb`, a flag that is not true or false. Its `base`
  /// is the scene's to check, which knows the file's other styles.
  public static func problems(in style: StyleDefinition) -> [SceneDiagnostic] {
    var problems: [SceneDiagnostic] = []
    for entry in style.attributes {
      let name = entry.key.value
      guard let value = styleAttributes.first(where: { $0.name == name })?.value else {
        problems.append(
          .unknown("style attribute", entry.key, among: ["base"] + styleAttributes.map(\.name)))
        continue
      }
      guard case .scalar(let text) = entry.value.content else {
        let expected = value == .color ? "a colour name or '#rrggbb'" : "true or false"
        problems.append(
          SceneDiagnostic(
            "style attribute '\(name)' takes \(expected), not a list or a mapping",
            at: entry.value.location))
        continue
      }
      switch value {
      case .color where !isColor(text):
        problems.append(
          .unknown(
            "colour", Located(text, at: entry.value.location), among: colorNames,
            others: ["#rrggbb"], listingAll: true))
      case .flag where !["true", "false"].contains(text.lowercased()):
        problems.append(
          SceneDiagnostic(
            "style attribute '\(name)' takes true or false, not '\(text)'",
            at: entry.value.location))
      default: break
      }
    }
    return problems
  }

  /// Whether `text` is a colour a style may name: one of ``colorNames``, or `#` and six hex
  /// digits.
  public static func isColor(_ text: String) -> Bool {
    if colorNames.contains(text) { return true }
    let digits = text.dropFirst()
    return text.hasPrefix("#") && digits.count == 6 && digits.allSatisfy(\.isHexDigit)
  }

  /// The style `name` names, as the layers a platform lays one over another: the theme's role
  /// its chain of `base:`s ends on (`nil` when it ends on a file style with no base), then the
  /// file's styles from that base up to `name`'s own. `nil` when `name` is neither one of
  /// `styles` nor one of ``themeRoles``. A chain that comes back to a style it passed ends
  /// there, with no role.
  public static func layers(
    ofStyle name: String, in styles: [StyleDefinition]
  ) -> (role: String?, styles: [StyleDefinition])? {
    var chain: [StyleDefinition] = []
    var seen: Set<String> = []
    var next: String? = name
    while let current = next, seen.insert(current).inserted {
      guard let definition = styles.first(where: { $0.name.value == current }) else {
        guard themeRoles.contains(current) else {
          return chain.isEmpty ? nil : (nil, chain.reversed())
        }
        return (current, chain.reversed())
      }
      chain.append(definition)
      next = definition.base?.value
    }
    return (nil, chain.reversed())
  }
}
