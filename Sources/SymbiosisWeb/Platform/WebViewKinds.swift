import Foundation
import Symbiosis
import SymbiosisScenes

/// The browser's build of the standard view kinds of scene files (`SceneSchema.viewKinds`), each
/// the HTML a web developer would write:
///
/// | kind | view | HTML | properties |
/// |---|---|---|---|
/// | `label` | ``WebLabel`` | `<span>` | `text`, `wraps` (class `sy-wraps`), `align` |
/// | `field` | ``WebField`` | `<input type="text">` | `placeholder`, `text`, `clearsOnEscape` (`type="search"`) |
/// | `textView` | ``WebTextArea`` | `<textarea>` | `placeholder`, `text`, `lines` (`rows`) |
/// | `button` | ``WebButton`` | `<button type="button">` | `title` |
/// | `toggle` | ``WebToggle`` | `<label><input type="checkbox"> title</label>` | `title` |
/// | `picker` | ``WebPicker`` | `<select>` | `placeholder`, `options` |
/// | `progress` | ``WebProgress`` | `<progress>` | `value`: a number from 0 to 1 as text, else none |
/// | `spinner` | ``WebSpinner`` | `<span role="status">` | `text`, `animating` |
/// | `image` | ``WebImage`` | `<img>` | `path`: a URL of a safe scheme, or a path as written |
/// | `box` | ``WebBox`` | `<section>` with an `<h2>` | `title`, `text` |
///
/// `edit:` binds a field's and a text area's text, a toggle's `isOn` and a picker's selection;
/// `action:` binds a field (on Enter), a button, a toggle and a picker.
public enum WebViewKinds {
  /// Every kind, by name.
  @MainActor
  public static func all() -> [String: ViewKind] {
    let kinds = [label, field, textView, button, toggle, picker, progress, spinner, image, box]
    return Dictionary(uniqueKeysWithValues: kinds.map { ($0.name, $0) })
  }

  /// Text, on one line or wrapped.
  static let label = ViewKind(
    standard: "label",
    set: [
      "text": text { (label: WebLabel, text) in label.text = text },
      "wraps": boolean { (label: WebLabel, wraps) in label.wraps = wraps },
      "align": choice { (label: WebLabel, name) in
        label.alignment = name == "center" ? .center : name == "trailing" ? .trailing : .leading
      },
    ],
    make: { WebLabel() })

  /// A one-line text field: Enter confirms an edit, leaving it leaves it, Escape cancels it
  /// (after emptying it, when it `clearsOnEscape`).
  static let field = ViewKind(
    standard: "field",
    set: [
      "placeholder": text { (field: WebField, text) in field.placeholder = text },
      "text": text { (field: WebField, text) in field.text.value = text },
      "clearsOnEscape": boolean { (field: WebField, on) in field.clearsOnEscape = on },
    ],
    textInput: { view in (view as? WebField)?.text ?? MutableProperty("") },
    editEvents: { view in (view as? WebField).map(editEvents) ?? .never },
    make: { WebField() })

  /// Text of several lines.
  static let textView = ViewKind(
    standard: "textView",
    set: [
      "placeholder": text { (view: WebTextArea, text) in view.placeholder = text },
      "text": text { (view: WebTextArea, text) in view.text.value = text },
      "lines": integer { (view: WebTextArea, lines) in view.lines = lines },
    ],
    textInput: { view in (view as? WebTextArea)?.text ?? MutableProperty("") },
    editEvents: { view in (view as? WebTextArea).map(editEvents) ?? .never },
    make: { WebTextArea() })

  /// What `edit:`'s `on:` follows, from a text control's confirmations, leavings and cancels.
  @MainActor
  private static func editEvents(_ control: WebTextControl) -> Signal<EditEvent> {
    .merge(
      control.commits.map { _ in EditEvent.commit }, control.leaves.map { EditEvent.leave },
      control.cancels.map { EditEvent.cancel })
  }

  /// A button, an ``/Symbiosis/ActionControl`` an action binds to.
  static let button = ViewKind(
    standard: "button", set: ["title": text { (button: WebButton, text) in button.title = text }],
    make: { WebButton() })

  /// A checkbox with its title.
  static let toggle = ViewKind(
    standard: "toggle", set: ["title": text { (toggle: WebToggle, text) in toggle.title = text }],
    flagInput: { view in (view as? WebToggle)?.isOn ?? MutableProperty(false) },
    make: { WebToggle() })

  /// One of the texts the file lists.
  static let picker = ViewKind(
    standard: "picker",
    set: [
      "placeholder": text { (picker: WebPicker, text) in picker.placeholder = text },
      "options": { view, value in
        if let picker = view as? WebPicker, case .texts(let options) = value {
          picker.options = options
        }
      },
    ],
    selectionInput: { view in (view as? WebPicker)?.selection ?? MutableProperty(nil) },
    make: { WebPicker() })

  /// A progress bar: a number from 0 to 1 as text (`"{download.fraction}"`); empty or not a
  /// number, it shows work whose progress is not known.
  static let progress = ViewKind(
    standard: "progress",
    set: [
      "value": text { (bar: WebProgress, text) in
        bar.progress = Double(text.trimmingCharacters(in: .whitespaces))
      }
    ],
    make: { WebProgress() })

  /// A spinner with optional text.
  static let spinner = ViewKind(
    standard: "spinner",
    set: [
      "text": text { (spinner: WebSpinner, text) in spinner.text = text },
      "animating": boolean { (spinner: WebSpinner, on) in spinner.isAnimating = on },
    ],
    make: { WebSpinner() })

  /// A picture from a URL, or from a path the server resolves.
  static let image = ViewKind(
    standard: "image",
    set: ["path": text { (image: WebImage, path) in image.path = path }],
    make: { WebImage() })

  /// A titled group around wrapped text.
  static let box = ViewKind(
    standard: "box",
    set: [
      "title": text { (box: WebBox, title) in box.title = title.isEmpty ? nil : title },
      "text": text { (box: WebBox, text) in box.text = text },
    ],
    make: { WebBox() })

  // MARK: Setting a property of a view class

  /// Sets a property of a view of the kind.
  typealias Setter = @MainActor @Sendable (any PlatformView, ViewProperty.Value) -> Void

  private static func text<V: WebView>(
    _ set: @escaping @MainActor @Sendable (V, String) -> Void
  ) -> Setter {
    { view, value in
      if let view = view as? V, case .text(let text) = value { set(view, text) }
    }
  }

  private static func integer<V: WebView>(
    _ set: @escaping @MainActor @Sendable (V, Int) -> Void
  ) -> Setter {
    { view, value in
      if let view = view as? V, case .integer(let number) = value { set(view, number) }
    }
  }

  private static func boolean<V: WebView>(
    _ set: @escaping @MainActor @Sendable (V, Bool) -> Void
  ) -> Setter {
    { view, value in
      if let view = view as? V, case .boolean(let flag) = value { set(view, flag) }
    }
  }

  private static func choice<V: WebView>(
    _ set: @escaping @MainActor @Sendable (V, String) -> Void
  ) -> Setter {
    { view, value in
      if let view = view as? V, case .choice(let name) = value { set(view, name) }
    }
  }
}
