import SymbiosisScenes

/// The app's stylesheet (`/_symbiosis/app.css`): the standard kinds' layout, the theme roles
/// and the scene files' styles, in light and dark (`prefers-color-scheme`) through CSS
/// variables: `--sy-palette-NAME` for each colour a style may name, `--sy-role-NAME` for each
/// role's colour.
enum WebStylesheet {
  /// The whole stylesheet for the styles of each of `scenes` (a scene's styles apart from
  /// another's, as a style's bases are its own scene's).
  static func css(scenes: [[StyleDefinition]]) -> String {
    var rules: [String: String] = [:]
    for styles in scenes {
      for definition in styles {
        guard let style = WebStyle.named(definition.name.value, in: styles),
          let styleClass = style.styleClass, let rule = style.rule
        else { continue }
        rules[styleClass] = rule
      }
    }
    let styleRules = rules.keys.sorted().compactMap { rules[$0] }
    return ([palette, kinds, roles] + styleRules).joined(separator: "\n") + "\n"
  }

  /// The kebab-case name of a colour of `SceneSchema.colorNames` (`bright-black`).
  static func paletteName(_ color: String) -> String {
    color.reduce(into: "") { name, character in
      if character.isUppercase {
        name += "-" + character.lowercased()
      } else {
        name.append(character)
      }
    }
  }

  /// The colours a style may name and the roles' colours, as variables, light then dark.
  static let palette = """
    :root {
    \(variables(light))
    }
    @media (prefers-color-scheme: dark) {
    :root {
    \(variables(dark))
    }
    }
    """

  /// `--sy-NAME: value;` for each colour, a line each.
  private static func variables(_ colors: KeyValuePairs<String, String>) -> String {
    colors.map { "  --sy-\($0.key): \($0.value);" }.joined(separator: "\n")
  }

  /// The light scheme: a terminal palette readable on white (GitHub's), and the roles'.
  private static let light: KeyValuePairs<String, String> = [
    "palette-foreground": "#1f2328", "palette-background": "#ffffff",
    "palette-black": "#24292f", "palette-red": "#cf222e", "palette-green": "#116329",
    "palette-yellow": "#7d4e00", "palette-blue": "#0969da", "palette-magenta": "#8250df",
    "palette-cyan": "#1b7c83", "palette-white": "#6e7781", "palette-bright-black": "#57606a",
    "palette-bright-red": "#a40e26", "palette-bright-green": "#1a7f37",
    "palette-bright-yellow": "#633c01", "palette-bright-blue": "#218bff",
    "palette-bright-magenta": "#a475f9", "palette-bright-cyan": "#3192aa",
    "palette-bright-white": "#8c959f",
    "role-text": "var(--sy-palette-foreground)", "role-secondary": "#59636e",
    "role-title": "var(--sy-palette-foreground)", "role-border": "#d1d9e0",
    "role-control": "#0969da", "role-focus": "#0969da", "role-disabled": "#818b98",
    "role-selection": "#ddf4ff", "role-focused-selection": "#0969da",
    "role-focused-selection-text": "#ffffff", "role-error": "#d1242f", "role-accent": "#8250df",
  ]

  /// The dark scheme: a terminal palette readable on near black, and the roles'.
  private static let dark: KeyValuePairs<String, String> = [
    "palette-foreground": "#e6edf3", "palette-background": "#0d1117",
    "palette-black": "#484f58", "palette-red": "#ff7b72", "palette-green": "#3fb950",
    "palette-yellow": "#d29922", "palette-blue": "#58a6ff", "palette-magenta": "#bc8cff",
    "palette-cyan": "#39c5cf", "palette-white": "#b1bac4", "palette-bright-black": "#6e7681",
    "palette-bright-red": "#ffa198", "palette-bright-green": "#56d364",
    "palette-bright-yellow": "#e3b341", "palette-bright-blue": "#79c0ff",
    "palette-bright-magenta": "#d2a8ff", "palette-bright-cyan": "#56d4dd",
    "palette-bright-white": "#ffffff",
    "role-text": "var(--sy-palette-foreground)", "role-secondary": "#9198a1",
    "role-title": "var(--sy-palette-foreground)", "role-border": "#3d444d",
    "role-control": "#4493f8", "role-focus": "#4493f8", "role-disabled": "#656c76",
    "role-selection": "#1c2d41", "role-focused-selection": "#1f6feb",
    "role-focused-selection-text": "#ffffff", "role-error": "#f85149", "role-accent": "#ab7df8",
  ]

  /// How the standard kinds and stacks lay out: rows and columns as flex boxes, their gaps
  /// (`sy-gap-0` to `sy-gap-8`, half a rem each), labels cut or wrapped, the spinner's turn.
  static let kinds: String = {
    let gaps = (0...WebStack.widestGap).map {
      ".sy-gap-\($0) { gap: calc(\($0) * var(--sy-gap-unit, 0.5rem)); }"
    }
    return
      ([
        "[hidden] { display: none !important; }",
        ".sy-row { display: flex; flex-direction: row; flex-wrap: wrap; align-items: center; }",
        ".sy-column { display: flex; flex-direction: column; align-items: stretch; }",
      ] + gaps + [
        ".sy-label { min-width: 0; }",
        ".sy-label:not(.sy-wraps) { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }",
        ".sy-wraps { white-space: pre-wrap; overflow-wrap: anywhere; }",
        ".sy-align-center { text-align: center; }",
        ".sy-align-trailing { text-align: end; }",
        ".sy-toggle { display: inline-flex; align-items: center; gap: 0.5em; }",
        ".sy-image { max-width: 100%; height: auto; }",
        ".sy-box { border: 1px solid var(--sy-role-border); border-radius: 8px; padding: 0.75rem 1rem; }",
        ".sy-box-title { font-size: 1rem; margin: 0 0 0.5rem; }",
        ".sy-box-text { margin: 0; white-space: pre-wrap; }",
        ".sy-spinner { display: inline-flex; align-items: center; gap: 0.5em; color: var(--sy-role-accent); }",
        ".sy-spinner-mark { width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; }",
        ".sy-animating .sy-spinner-mark { animation: sy-spin 0.8s linear infinite; }",
        "@keyframes sy-spin { to { transform: rotate(360deg); } }",
        "@media (prefers-reduced-motion: reduce) { .sy-animating .sy-spinner-mark { animation-duration: 3s; } }",
      ]).joined(separator: "\n")
  }()

  /// The theme roles' rules, each over its variable.
  static let roles = [
    ".sy-role-text { color: var(--sy-role-text); }",
    ".sy-role-secondary { color: var(--sy-role-secondary); }",
    ".sy-role-title { color: var(--sy-role-title); font-weight: 600; font-size: 1.25em; }",
    ".sy-role-border { color: var(--sy-role-border); border-color: var(--sy-role-border); }",
    ".sy-role-control { color: var(--sy-role-control); }",
    ".sy-role-focus { outline: 2px solid var(--sy-role-focus); outline-offset: 2px; }",
    ".sy-role-disabled { color: var(--sy-role-disabled); }",
    ".sy-role-selection { background-color: var(--sy-role-selection); }",
    ".sy-role-focusedSelection { background-color: var(--sy-role-focused-selection); color: var(--sy-role-focused-selection-text); }",
    ".sy-role-error { color: var(--sy-role-error); font-weight: 600; }",
    ".sy-role-accent { color: var(--sy-role-accent); }",
  ].joined(separator: "\n")
}
