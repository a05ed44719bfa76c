import SymbiosisScenes

/// A style a scene file names, as the browser draws it: the class of the theme role its chain
/// of bases ends on (`sy-role-title`), and one class for the file's styles of the chain
/// together, whose rule declares what they declare, the later over the earlier.
///
/// The file styles' class is named after the style and what it declares
/// (`sy-style-name-1a2b3c4d`): two files' styles of one name and different attributes get two
/// classes, a style saved with other attributes a new one, and the same attributes the same.
struct WebStyle: Hashable, Sendable {
  /// The theme role the chain ends on, if any.
  var role: String?
  /// The class of the file's styles, `nil` when the style is a theme role alone.
  var styleClass: String?
  /// What the file's styles declare, as CSS declarations (`font-weight: 700`).
  var declarations: [String]

  /// The classes a view with the style gets.
  var classes: [String] { [role.map(Self.roleClass), styleClass].compactMap { $0 } }

  /// The rule of ``styleClass``, if any.
  var rule: String? {
    styleClass.map { ".\($0) { \(declarations.map { $0 + ";" }.joined(separator: " ")) }" }
  }

  /// The style `name` names among `styles` (a scene's), or a theme role; `nil` for neither.
  static func named(_ name: String, in styles: [StyleDefinition]) -> WebStyle? {
    guard let (role, layers) = SceneSchema.layers(ofStyle: name, in: styles) else { return nil }
    guard !layers.isEmpty else { return WebStyle(role: role, styleClass: nil, declarations: []) }
    let declarations = Attributes(layers).declarations
    let digest = String(fnv1a(declarations.joined(separator: ";")) & 0xffff_ffff, radix: 16)
    let padded = String(repeating: "0", count: 8 - digest.count) + digest
    return WebStyle(
      role: role, styleClass: "sy-style-\(identifier(name))-\(padded)", declarations: declarations)
  }

  /// The class of the theme role `role`.
  static func roleClass(_ role: String) -> String { "sy-role-\(role)" }

  /// Whether `name` is a class a style gives (to take it away).
  static func isStyleClass(_ name: String) -> Bool {
    name.hasPrefix("sy-role-") || name.hasPrefix("sy-style-")
  }

  /// `name` with every character a class name should not hold made `_`.
  private static func identifier(_ name: String) -> String {
    String(
      name.unicodeScalars.map { scalar in
        scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar)
          || scalar == "-" || scalar == "_" ? Character(scalar) : "_"
      })
  }

  /// The 64-bit FNV-1a hash of `text`'s UTF-8: the same on every run and machine.
  private static func fnv1a(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }

  /// The attributes of a chain of file styles, each layer's over the one before.
  private struct Attributes {
    var foreground: String?
    var background: String?
    var flags: [String: Bool] = [:]

    init(_ layers: [StyleDefinition]) {
      for entry in layers.flatMap(\.attributes) {
        guard case .scalar(let text) = entry.value.content else { continue }
        switch entry.key.value {
        case "foreground" where SceneSchema.isColor(text): foreground = text
        case "background" where SceneSchema.isColor(text): background = text
        case let name where Self.flagNames.contains(name):
          switch text.lowercased() {
          case "true": flags[name] = true
          case "false": flags[name] = false
          default: break
          }
        default: break
        }
      }
    }

    static let flagNames: Set<String> = ["bold", "dim", "italic", "underline", "reverse"]

    /// The CSS declarations, in one order: colours (swapped when reversed), weight, style,
    /// opacity (dim), underline. A flag set false declares its normal value, over a role's.
    var declarations: [String] {
      var out: [String] = []
      var color = foreground.map { Self.css($0, default: "foreground") }
      var fill = background.map { Self.css($0, default: "background") }
      if flags["reverse"] == true {
        (color, fill) = (
          fill ?? "var(--sy-palette-background)", color ?? "var(--sy-palette-foreground)"
        )
      }
      if let color { out.append("color: \(color)") }
      if let fill { out.append("background-color: \(fill)") }
      if let bold = flags["bold"] { out.append("font-weight: \(bold ? 700 : 400)") }
      if let italic = flags["italic"] { out.append("font-style: \(italic ? "italic" : "normal")") }
      if let dim = flags["dim"] { out.append("opacity: \(dim ? "0.6" : "1")") }
      if let underline = flags["underline"] {
        out.append("text-decoration-line: \(underline ? "underline" : "none")")
      }
      return out
    }

    /// A colour of the schema as CSS: a palette variable, or `#rrggbb`; `default` is the
    /// palette's foreground or background (`fallback`).
    private static func css(_ color: String, default fallback: String) -> String {
      if color.hasPrefix("#") { return color.lowercased() }
      let name = color == "default" ? fallback : WebStylesheet.paletteName(color)
      return "var(--sy-palette-\(name))"
    }
  }
}
