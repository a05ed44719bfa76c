import Symbiosis

/// A one-line text field, `<input type="text">` (`type="search"` when it ``clearsOnEscape``):
/// Enter confirms an edit (``triggers``), leaving it leaves it, Escape cancels it.
///
/// Its ``WebTextControl/text`` binds both ways (`field.text <~> model.name`); typing stays the
/// user's (``WebTextControl``). As an ``/Symbiosis/ActionControl``, an action runs on Enter with
/// the text.
@MainActor
public final class WebField: WebTextControl, ActionControl {
  /// Whether Escape empties it while it holds text, as a search field's does (`type="search"`).
  public var clearsOnEscape = false {
    didSet { setAttribute("type", clearsOnEscape ? "search" : "text") }
  }

  /// The text each time the user presses Enter.
  public var triggers: Signal<String> { commits }

  /// A field showing `text`, or `placeholder` while it is empty.
  public init(text: String = "", placeholder: String = "") {
    super.init(tag: "input", classes: "sy-field", text: text, placeholder: placeholder)
    setAttribute("type", "text")
  }

  override var clearsWhenCancelled: Bool { clearsOnEscape }

  /// `<input … value="text">`.
  override func renderControl(into writer: inout HTMLWriter, attributes: WebAttributes) {
    var attributes = attributes
    attributes["value"] = shown
    writer.open(tag, node: node, attributes: attributes)
  }
}
