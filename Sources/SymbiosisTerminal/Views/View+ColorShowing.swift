import Symbiosis

/// Every terminal view shows a colour as its ``View/background``.
extension View: ColorShowing {
  /// The ``View/background`` as `#rrggbb`; nil for the theme's, or for a colour of the
  /// terminal's palette.
  public var shownColor: String? {
    get {
      guard case .rgb(let red, let green, let blue) = background else { return nil }
      return "#"
        + [red, green, blue].map { String($0 >> 4, radix: 16) + String($0 & 0xF, radix: 16) }
        .joined()
    }
    set { background = newValue.flatMap(Color.init(hex:)) }
  }
}
