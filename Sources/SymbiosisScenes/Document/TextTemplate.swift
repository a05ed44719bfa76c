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
      if case .reference(let reference) = $0 { reference } else { nil }
    }
  }

  /// Reads a text value: its `{reference}`s, each located at its first character, and its
  /// `{{`/`}}` braces; an unclosed `{`, an empty `{}` or a lone `}` is a problem.
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
