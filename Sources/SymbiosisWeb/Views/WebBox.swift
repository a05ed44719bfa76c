/// A titled group, `<section class="sy-box">` with its title as a heading (`<h2>`, hidden while
/// there is none) over wrapped text (`<p>`).
@MainActor
public final class WebBox: WebView {
  /// The heading; `nil` or empty for none.
  public var title: String? {
    get { heading.isHidden ? nil : heading.textContent }
    set {
      heading.setText(newValue ?? "")
      heading.isHidden = newValue?.isEmpty ?? true
    }
  }
  /// The text inside.
  public var text: String {
    get { body.textContent ?? "" }
    set { body.setText(newValue) }
  }
  private let heading = WebView(tag: "h2", classes: "sy-box-title")
  private let body = WebView(tag: "p", classes: "sy-box-text")

  /// A box titled `title` around `text`.
  public init(title: String? = nil, text: String = "") {
    super.init(tag: "section", classes: "sy-box")
    addChild(heading)
    addChild(body)
    self.title = title
    self.text = text
  }
}
