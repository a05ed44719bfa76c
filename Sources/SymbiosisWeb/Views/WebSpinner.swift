/// A sign of work with optional text, `<span role="status">`: a mark that turns while it is
/// ``isAnimating`` (class `sy-animating`), then the text, which assistive technology reads out
/// when it changes.
@MainActor
public final class WebSpinner: WebView {
  /// Whether the mark turns; it is hidden while not.
  public var isAnimating = true {
    didSet {
      setClass("sy-animating", isAnimating)
      mark.isHidden = !isAnimating
    }
  }
  /// The text after the mark.
  public var text: String {
    get { textView.textContent ?? "" }
    set { textView.setText(newValue) }
  }
  private let mark = WebView(tag: "span", classes: "sy-spinner-mark")
  private let textView = WebView(tag: "span", classes: "sy-spinner-text")

  /// A turning spinner showing `text`.
  public init(_ text: String = "") {
    super.init(tag: "span", classes: "sy-spinner sy-animating")
    setAttribute("role", "status")
    mark.setAttribute("aria-hidden", "true")
    addChild(mark)
    addChild(textView)
    textView.setText(text)
  }
}
