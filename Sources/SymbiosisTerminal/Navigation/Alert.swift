import Symbiosis

/// A modal message with buttons, each running a core ``/Symbiosis/Action``, presented by the
/// navigator a ``NavigationStack`` shows (``/Symbiosis/Navigator/present(_:title:)``). A
/// button, or Esc, closes it.
///
/// ```swift
/// let delete = Action { try await store.delete(person) }
/// navigator.present(
///   Alert(
///     title: "Delete?", message: "It goes for good.",
///     buttons: ["Keep": Action {}, "Delete": delete]))
/// ```
public final class Alert: View {
  private let box: Box

  /// An alert titled `title` saying `message`, with a button for each of `buttons`, which closes
  /// the alert and runs its action (an "OK" button that only closes it if there are none). A
  /// button is disabled while its action cannot run.
  public init(title: String, message: String, buttons: KeyValuePairs<String, Action<Void>> = [:]) {
    let choices = buttons.isEmpty ? [("OK", nil)] : buttons.map { ($0.key, Optional($0.value)) }
    let controls = choices.map { title, action in (Button(title), action) }
    let row = Stack(.horizontal, spacing: 2, alignment: .center, controls.map(\.0))
    let text = Label(message, wraps: true)
    let content = Stack(.vertical, spacing: 1, alignment: .center, [text, row])
    content.padding = Insets(horizontal: 1)
    box = Box(title: title, content)
    super.init()
    addSubview(box)
    for (button, action) in controls {
      let close = { @MainActor [weak self] (_: Void) in
        // The stack around the focus, the button pressed: the one showing the alert.
        guard let navigator = self?.screen?.navigationStack?.navigator else { return }
        try? navigator.dismiss()
      }
      // Closing first: the action runs once the alert has gone.
      close <~ button.taps
      action?.bind(to: button)
    }
  }

  /// Clears what it covers, so that nothing shows through; its box draws the rest.
  public override func draw(_ canvas: inout Canvas) {
    // What the alert covers must not show through it.
    canvas.fill(style: theme.text)
  }

  /// Its box's size, at most 60 columns wide.
  public override func contentSize(fitting proposal: Size) -> Size {
    let width = min(proposal.width, 60)
    return box.size(fitting: Size(width: width, height: proposal.height))
  }
}
