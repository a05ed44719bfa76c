import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalImages

/// The terminal's build of the standard view kinds of scene files (`SceneSchema.viewKinds`):
///
/// | kind | main property | properties |
/// |---|---|---|
/// | `label` | `text` | `wraps` (bool), `align` (leading, center, trailing) |
/// | `field` | `placeholder` | `text`, `clearsOnEscape` (bool); `edit:` binds its text, `on:` says when |
/// | `textView` | `placeholder` | `text`, `lines` (rows shown); `edit:` binds its text, `on:` says when |
/// | `button` | `title` | `action:` binds it |
/// | `toggle` | `title` | `edit:` binds whether it is on |
/// | `picker` | `placeholder` | `options` (a list of texts); `edit:` binds the chosen one |
/// | `progress` | `value` | a number from 0 to 1 as text; anything else slides |
/// | `spinner` | `text` | `animating` (bool) |
/// | `image` | `path` | a file's path or a `file:` URL |
/// | `box` | `title` | `text`, wrapped inside the border |
public enum TerminalViewKinds {
  /// Every kind, by name, its `image` views loading pictures with `imageLoader`, a relative
  /// path from `imageFolder` (the scene files' folder, say; the current folder when `nil`).
  @MainActor
  public static func all(
    imageLoader: ImageLoader = fileImages, imageFolder: URL? = nil
  ) -> [String: ViewKind] {
    let kinds = [
      label, field, textView, button, toggle, picker, progress, spinner,
      image(imageLoader, imageFolder), box,
    ]
    return Dictionary(uniqueKeysWithValues: kinds.map { ($0.name, $0) })
  }

  /// Pictures read from files: a path, or a `file:` URL.
  public static let fileImages = ImageLoader { url in
    guard url.isFileURL else { throw ImageSourceNotSupported(url: url) }
    return [UInt8](try Data(contentsOf: url))
  }

  /// Text, one line cut with "…" or wrapped.
  static let label = ViewKind(
    standard: "label",
    set: [
      "text": text { (label: Label, text) in label.text = text },
      "wraps": boolean { (label: Label, wraps) in label.wraps = wraps },
      "align": choice { (label: Label, name) in
        label.alignment = name == "center" ? .center : name == "trailing" ? .trailing : .leading
      },
    ],
    make: { Label() })

  /// A one-line text field: Enter confirms an edit, leaving it leaves it, Escape cancels it
  /// (after emptying it, when it `clearsOnEscape`).
  static let field = ViewKind(
    standard: "field",
    set: [
      "placeholder": text { (field: TextField, text) in field.placeholder = text },
      "text": text { (field: TextField, text) in field.text.value = text },
      "clearsOnEscape": boolean { (field: TextField, on) in field.clearsOnEscape = on },
    ],
    textInput: { view in (view as? TextField)?.text ?? MutableProperty("") },
    editEvents: { view in
      guard let field = view as? TextField else { return .never }
      return editEvents(
        commits: field.triggers.map { _ in () }, leaves: field.leaves, cancels: field.cancels)
    },
    make: { TextField() })

  /// Text of several lines: Enter starts a new line, Alt-Enter or Ctrl-S confirms an edit.
  static let textView = ViewKind(
    standard: "textView",
    set: [
      "placeholder": text { (view: TextView, text) in view.placeholder = text },
      "text": text { (view: TextView, text) in view.text.value = text },
      "lines": integer { (view: TextView, lines) in view.lines = lines },
    ],
    textInput: { view in (view as? TextView)?.text ?? MutableProperty("") },
    editEvents: { view in
      guard let view = view as? TextView else { return .never }
      return editEvents(commits: view.commits, leaves: view.leaves, cancels: view.cancels)
    },
    make: { TextView() })

  /// What `edit:`'s `on:` follows, from a view's confirmations, leavings and cancels.
  private static func editEvents(
    commits: Signal<Void>, leaves: Signal<Void>, cancels: Signal<Void>
  ) -> Signal<EditEvent> {
    .merge(
      commits.map { EditEvent.commit }, leaves.map { EditEvent.leave },
      cancels.map { EditEvent.cancel })
  }

  /// A button, an ``/Symbiosis/ActionControl`` an action binds to.
  static let button = ViewKind(
    standard: "button", set: ["title": text { (button: Button, text) in button.title = text }],
    make: { Button("") })

  /// A checkbox.
  static let toggle = ViewKind(
    standard: "toggle", set: ["title": text { (toggle: Toggle, text) in toggle.title = text }],
    flagInput: { view in (view as? Toggle)?.isOn ?? MutableProperty(false) },
    make: { Toggle("") })

  /// One of the texts the file lists, chosen with the arrows or from the list it opens.
  static let picker = ViewKind(
    standard: "picker",
    set: [
      "placeholder": text { (picker: Picker<String>, text) in picker.placeholder = text },
      "options": { view, value in
        if let picker = view as? Picker<String>, case .texts(let options) = value {
          picker.options = options
        }
      },
    ],
    selectionInput: { view in (view as? Picker<String>)?.selection ?? MutableProperty(nil) },
    make: { Picker<String>() })

  /// A progress bar: a number from 0 to 1 as text (`"{download.fraction}"`); empty or not a
  /// number, it slides to show work whose progress is not known.
  static let progress = ViewKind(
    standard: "progress",
    set: [
      "value": text { (bar: ProgressBar, text) in
        bar.progress = Double(text.trimmingCharacters(in: .whitespaces))
      }
    ],
    make: { ProgressBar() })

  /// A spinner with optional text.
  static let spinner = ViewKind(
    standard: "spinner",
    set: [
      "text": text { (spinner: ActivityIndicator, text) in spinner.text = text },
      "animating": boolean { (spinner: ActivityIndicator, on) in spinner.isAnimating = on },
    ],
    make: { ActivityIndicator() })

  /// A picture from a file.
  static func image(_ loader: ImageLoader, _ folder: URL?) -> ViewKind {
    ViewKind(
      standard: "image",
      set: [
        "path": text { (image: ImageView, path) in
          image.load(imageURL(path, from: folder), from: loader)
        }
      ],
      make: { ImageView() })
  }

  /// A border with a title around wrapped text.
  static let box = ViewKind(
    standard: "box",
    set: [
      "title": text { (box: Box, title) in box.title = title.isEmpty ? nil : title },
      "text": text { (box: Box, text) in (box.content as? Label)?.text = text },
    ],
    make: { Box(Label(wraps: true)) })

  /// The URL `path` names, read as every platform reads it (``/Symbiosis/ImageAddress``).
  static func imageURL(_ path: String, from folder: URL?) -> URL? {
    ImageAddress.url(path, relativeTo: folder)
  }

  // MARK: Setting a property of a view class

  /// Sets a property of a view of the kind.
  typealias Setter = @MainActor @Sendable (any PlatformView, ViewProperty.Value) -> Void

  private static func text<V: View>(
    _ set: @escaping @MainActor @Sendable (V, String) -> Void
  ) -> Setter {
    { view, value in
      if let view = view as? V, case .text(let text) = value { set(view, text) }
    }
  }

  private static func integer<V: View>(
    _ set: @escaping @MainActor @Sendable (V, Int) -> Void
  ) -> Setter {
    { view, value in
      if let view = view as? V, case .integer(let number) = value { set(view, number) }
    }
  }

  private static func boolean<V: View>(
    _ set: @escaping @MainActor @Sendable (V, Bool) -> Void
  ) -> Setter {
    { view, value in
      if let view = view as? V, case .boolean(let flag) = value { set(view, flag) }
    }
  }

  private static func choice<V: View>(
    _ set: @escaping @MainActor @Sendable (V, String) -> Void
  ) -> Setter {
    { view, value in
      if let view = view as? V, case .choice(let name) = value { set(view, name) }
    }
  }
}
