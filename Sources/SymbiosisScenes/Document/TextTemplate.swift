/// Text with references in braces, a key-path binding written in a file: `"{fullName}  {age}"`.
///
/// Text without braces is a constant. `{{` and `}}` stand for braces.
@_spi(Internals) public struct TextTemplate: Sendable, Hashable {
  /// A piece of the text.
  public enum Part: Sendable, Hashable {
    /// Text shown as written.
    case text(String)
    /// The current value of a reference, as text.
    case reference(Reference)
    /// A whole number a reference holds and the word that goes with it: `{count|item|items}`
    /// shows `1 item`, `0 items`, `3 items`.
    case plural(Reference, one: String, other: String)
  }

  /// The pieces, in order.
  public var parts: [Part]
  /// Where the text starts.
  public var location: SourceLocation

  /// A template of `parts`, written at `location`.
  public init(_ parts: [Part], at location: SourceLocation) {
    self.parts = parts
    self.location = location
  }

  /// The references, in order.
  public var references: [Reference] {
    parts.compactMap {
      switch $0 {
      case .text: nil
      case .reference(let reference), .plural(let reference, _, _): reference
      }
    }
  }

  /// `count` with the word `one` when it is 1, else `other`: `3 items`.
  static func plural(_ count: Int, one: String, other: String) -> String {
    "\(count) \(count == 1 ? one : other)"
  }

  /// Reads a text value: its `{reference}`s and `{reference|one|other}` plurals, each located at
  /// its first character, and its `{{`/`}}` braces; an unclosed `{`, an empty `{}`, a lone `}`
  /// or a plural without exactly two words is a problem.
  ///
  /// Places are exact on the text's first line (quotes counted); a reference on a later line of
  /// a multi-line text is placed at the text's start, as YAML folds those lines.
  public static func parse(_ node: SceneNode) -> (TextTemplate?, [SceneDiagnostic]) {
    guard let text = node.scalarText else {
      return (nil, [SceneDiagnostic("expected text, found \(node.found)", at: node.location)])
    }
    var reader = TemplateScanner(text: text)
    reader.scan()
    guard reader.problems.isEmpty else { return (nil, reader.problems) }
    return (TextTemplate(reader.parts, at: node.location), [])
  }
}
