/// A style of ``Theme`` by name, as a scene file writes it (`style: error`).
public enum ThemeStyleName: String, CaseIterable, Sendable, Hashable {
  /// ``Theme/text``.
  case text
  /// ``Theme/secondary``.
  case secondary
  /// ``Theme/title``.
  case title
  /// ``Theme/border``.
  case border
  /// ``Theme/control``.
  case control
  /// ``Theme/focus``.
  case focus
  /// ``Theme/disabled``.
  case disabled
  /// ``Theme/selection``.
  case selection
  /// ``Theme/focusedSelection``.
  case focusedSelection
  /// ``Theme/error``.
  case error
  /// ``Theme/accent``.
  case accent

  /// The theme's style of this name.
  public var keyPath: KeyPath<Theme, Style> {
    switch self {
    case .text: \.text
    case .secondary: \.secondary
    case .title: \.title
    case .border: \.border
    case .control: \.control
    case .focus: \.focus
    case .disabled: \.disabled
    case .selection: \.selection
    case .focusedSelection: \.focusedSelection
    case .error: \.error
    case .accent: \.accent
    }
  }
}
