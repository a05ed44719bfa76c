/// Every colour and style the standard views use, in one place.
///
/// A screen has one theme (``Screen/theme``); views read it when they draw, so changing it
/// restyles the whole app on the next frame.
public struct Theme: Sendable {
  /// Ordinary text.
  public var text: Style
  /// Text of lesser importance: hints, secondary lines, placeholders.
  public var secondary: Style
  /// Titles and headers.
  public var title: Style
  /// Borders and separators.
  public var border: Style
  /// A control that does not have focus: buttons, fields.
  public var control: Style
  /// The view with focus; always visibly different from ``control``.
  public var focus: Style
  /// A control that cannot be used now.
  public var disabled: Style
  /// The selected row of a table or grid.
  public var selection: Style
  /// The selected row while its table has focus.
  public var focusedSelection: Style
  /// Errors and failures.
  public var error: Style
  /// Spinners and other signs of work.
  public var accent: Style

  /// A theme of the given styles.
  public init(
    text: Style, secondary: Style, title: Style, border: Style, control: Style, focus: Style,
    disabled: Style, selection: Style, focusedSelection: Style, error: Style, accent: Style
  ) {
    self.text = text
    self.secondary = secondary
    self.title = title
    self.border = border
    self.control = control
    self.focus = focus
    self.disabled = disabled
    self.selection = selection
    self.focusedSelection = focusedSelection
    self.error = error
    self.accent = accent
  }

  /// The standard theme: readable on dark and light terminals, and without colour (focus and the
  /// focused selection are reversed and the selection underlined, so they show under
  /// `NO_COLOR`).
  public static let standard = Theme(
    text: Style(),
    secondary: Style(attributes: .dim),
    title: Style(attributes: .bold),
    border: Style(foreground: .brightBlack),
    control: Style(foreground: .cyan),
    focus: Style(foreground: .cyan, attributes: [.reverse, .bold]),
    disabled: Style(attributes: .dim),
    selection: Style(attributes: .underline),
    focusedSelection: Style(attributes: .reverse),
    error: Style(foreground: .red, attributes: .bold),
    accent: Style(foreground: .magenta)
  )
}
