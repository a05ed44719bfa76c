import Symbiosis

/// Every web view shows a colour as its background (a swatch): the `data-color` attribute,
/// which the client script paints, as the page's Content-Security-Policy allows no `style`
/// attribute.
extension WebView: ColorShowing {
  /// The background as `#rrggbb`; nil for the theme's, and for text that is no such colour.
  public var shownColor: String? {
    get { attribute("data-color") }
    set { setAttribute("data-color", newValue.flatMap(Self.rgb)) }
  }

  /// `text` in lower case when it is `#rrggbb`, else nil.
  static func rgb(_ text: String) -> String? {
    let digits = text.utf8.dropFirst()
    guard text.utf8.first == UInt8(ascii: "#"), digits.count == 6,
      digits.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) })
    else { return nil }
    return text.lowercased()
  }
}
