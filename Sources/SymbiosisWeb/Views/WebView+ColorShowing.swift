import Symbiosis

/// Every web view shows a colour across it: the page's script paints its background from the
/// `data-sy-color` attribute, as the page's content security policy allows no inline style.
extension WebView: ColorShowing {
  /// The colour as `#rrggbb`, lowercased; nil for the theme's, and for text that is no such
  /// colour, which never reaches the page.
  public var shownColor: String? {
    get { attributes["data-sy-color"] }
    set { setAttribute("data-sy-color", newValue.flatMap(Self.hexColor)) }
  }

  /// `text` as `#rrggbb` in lower case, or nil when it is no such colour.
  static func hexColor(_ text: String) -> String? {
    let digits = text.lowercased()
    guard digits.count == 7, digits.first == "#",
      digits.dropFirst().allSatisfy({ $0.isHexDigit && $0.isASCII })
    else { return nil }
    return digits
  }
}
