import Symbiosis

/// Text: `<span class="sy-label">`, on one line cut with "…", or wrapped (``wraps``).
///
/// It is ``/Symbiosis/TextShowing``, so a `StateBinding` shows a failure's message in it. Its text
/// reaches the browser as text (`textContent`), whatever it holds.
@MainActor
public final class WebLabel: WebView, TextShowing {
  /// The text shown.
  public var text: String {
    get { textContent ?? "" }
    set { setText(newValue) }
  }

  /// Whether its text wraps onto more lines rather than being cut (class `sy-wraps`).
  public var wraps: Bool {
    get { classNames.contains("sy-wraps") }
    set { setClass("sy-wraps", newValue) }
  }

  /// Where its text sits in its line (class `sy-align-center` or `sy-align-trailing`; leading
  /// and fill need none).
  public var alignment: Alignment = .leading {
    didSet {
      let name: String? =
        switch alignment {
        case .center: "sy-align-center"
        case .trailing: "sy-align-trailing"
        case .leading, .fill: nil
        }
      replaceClasses(where: { $0.hasPrefix("sy-align-") }, with: name.map { [$0] } ?? [])
    }
  }

  /// A label showing `text`, wrapped when `wraps`.
  public init(_ text: String = "", wraps: Bool = false) {
    super.init(tag: "span", classes: "sy-label")
    setText(text)
    self.wraps = wraps
  }
}
