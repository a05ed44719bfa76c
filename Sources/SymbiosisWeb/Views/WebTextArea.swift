import Symbiosis

/// Text of several lines, `<textarea rows="3">`: Enter starts a new line; the client confirms
/// an edit (`commit`) on Ctrl- or Cmd-Enter, and leaving it leaves it.
///
/// Its ``WebTextControl/text`` binds both ways; typing stays the user's (``WebTextControl``).
@MainActor
public final class WebTextArea: WebTextControl {
  /// The rows it shows (the `rows` attribute).
  public var lines: Int {
    get { attribute("rows").flatMap { Int($0) } ?? 3 }
    set { setAttribute("rows", String(max(1, newValue))) }
  }

  /// A text area showing `text`, or `placeholder` while it is empty, `lines` rows tall.
  public init(text: String = "", placeholder: String = "", lines: Int = 3) {
    super.init(tag: "textarea", classes: "sy-text-area", text: text, placeholder: placeholder)
    self.lines = lines
  }

  /// `<textarea …>text</textarea>`: a text starting with a line break gets one more, which
  /// the HTML parser drops.
  override func renderControl(into writer: inout HTMLWriter, attributes: WebAttributes) {
    writer.open(tag, node: node, attributes: attributes)
    if shown.first == "\n" || shown.first == "\r\n" { writer.text("\n") }
    writer.text(shown)
    writer.close(tag)
  }
}
