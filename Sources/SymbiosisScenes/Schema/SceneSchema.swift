/// The vocabulary of scene files, the same on every platform: the standard view kinds and their
/// properties, the kinds the loader lays out itself, the style attributes, the colours and the
/// theme's style names.
///
/// A file is checked against it with no platform, so `--check` says the same everywhere. A
/// platform builds every standard kind (``ViewKind/init(standard:set:textInput:flagInput:selectionInput:editEvents:make:)``),
/// honours or refuses every style attribute, and may add kinds of its own.
public enum SceneSchema {
  /// The view kinds every platform builds, by name.
  public static let viewKinds: [String: ViewKindSchema] = Dictionary(
    uniqueKeysWithValues: [
      ViewKindSchema(
        "label", mainProperty: "text",
        properties: [
          "text": .text, "wraps": .boolean, "align": .choice(["leading", "center", "trailing"]),
        ]),
      ViewKindSchema(
        "field", mainProperty: "placeholder",
        properties: ["placeholder": .text, "text": .text, "clearsOnEscape": .boolean],
        edits: .text, takesAction: true),
      ViewKindSchema(
        "textView", mainProperty: "placeholder",
        properties: ["placeholder": .text, "text": .text, "lines": .integer(1...1000)],
        edits: .text),
      ViewKindSchema(
        "button", mainProperty: "title", properties: ["title": .text], takesAction: true),
      ViewKindSchema(
        "toggle", mainProperty: "title", properties: ["title": .text], edits: .flag,
        takesAction: true),
      ViewKindSchema(
        "picker", mainProperty: "placeholder",
        properties: ["placeholder": .text, "options": .texts],
        edits: .selection, takesAction: true),
      ViewKindSchema("progress", mainProperty: "value", properties: ["value": .text]),
      ViewKindSchema(
        "spinner", mainProperty: "text", properties: ["text": .text, "animating": .boolean]),
      ViewKindSchema("image", mainProperty: "path", properties: ["path": .text]),
      ViewKindSchema("box", mainProperty: "title", properties: ["title": .text, "text": .text]),
    ].map { ($0.name, $0) })

  /// The kinds the loader makes itself from a platform's stacks and lists, and the properties
  /// each takes: `row`, `column` and `stack` (a column) lay out their `views:`; `state` shows a
  /// source's loading, empty and failed states; `table` and `grid` show a source's items.
  public static let layoutKinds: [String: Set<String>] = [
    "row": ["spacing"], "column": ["spacing"], "stack": ["spacing"],
    "state": ["of", "loading", "empty", "failed", "content"],
    "table": ["source", "sections", "cell", "header", "footer", "select"],
    "grid": ["source", "sections", "cell", "header", "footer", "select"],
  ]

  /// The properties every view takes: `style` (a style's name) and `hidden` (true or false).
  public static let commonProperties: Set<String> = ["style", "hidden"]

  /// The kind of value a style attribute takes.
  public enum StyleValue: Sendable, Hashable {
    /// A colour: one of ``colorNames`` or `#rrggbb`.
    case color
    /// `true` or `false`: a `false` takes the attribute away from its base.
    case flag
  }

  /// The attributes a file style may have besides `base`, in the order a message lists them.
  public static let styleAttributes: [(name: String, value: StyleValue)] = [
    ("foreground", .color), ("background", .color), ("bold", .flag), ("dim", .flag),
    ("italic", .flag), ("underline", .flag), ("reverse", .flag),
  ]

  /// The colours a style may name, besides `#rrggbb`, in the order a message lists them.
  public static let colorNames = [
    "default", "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta",
    "brightCyan", "brightWhite",
  ]

  /// The styles of a platform's theme by role, which `style:` and `base:` may name.
  public static let themeRoles = [
    "text", "secondary", "title", "border", "control", "focus", "disabled", "selection",
    "focusedSelection", "error", "accent",
  ]
}
