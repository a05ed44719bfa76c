/// A style written against the theme: one of its styles (or none), with colours and attributes
/// changed, resolved each time it is drawn so that it follows the screen's theme.
///
/// `ThemedStyle(.title, adding: .underline)` is the theme's title style, underlined, whatever
/// the theme is.
public struct ThemedStyle: Hashable, Sendable {
  /// The theme's style it starts from; `nil` starts from the terminal's plain style.
  public var base: ThemeStyleName?
  /// The text colour in place of the base's; `nil` keeps the base's.
  public var foreground: Color?
  /// The colour behind the text in place of the base's; `nil` keeps the base's.
  public var background: Color?
  /// Attributes added to the base's.
  public var adding: TextAttributes
  /// Attributes taken from the base's (a `title` that is not bold).
  public var removing: TextAttributes

  /// The theme's `base` style (plain when `nil`) changed as the other arguments say.
  public init(
    _ base: ThemeStyleName? = nil, foreground: Color? = nil, background: Color? = nil,
    adding: TextAttributes = [], removing: TextAttributes = []
  ) {
    self.base = base
    self.foreground = foreground
    self.background = background
    self.adding = adding
    self.removing = removing.subtracting(adding)
  }

  /// The style it names in `theme`.
  public func resolved(in theme: Theme) -> Style {
    var style = base.map { theme[keyPath: $0.keyPath] } ?? Style()
    if let foreground { style.foreground = foreground }
    if let background { style.background = background }
    style.attributes.subtract(removing)
    style.attributes.formUnion(adding)
    return style
  }

  /// `changes` made on top of this style: its colours where it has them, its attributes added
  /// and removed after these; its base replaces this one's only when it has one.
  public func changed(by changes: ThemedStyle) -> ThemedStyle {
    ThemedStyle(
      changes.base ?? base, foreground: changes.foreground ?? foreground,
      background: changes.background ?? background,
      adding: adding.subtracting(changes.removing).union(changes.adding),
      removing: removing.subtracting(changes.adding).union(changes.removing))
  }
}
