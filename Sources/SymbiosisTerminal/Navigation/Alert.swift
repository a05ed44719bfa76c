import Symbiosis

/// A modal message with buttons: `screen.present(Alert(...))`. A button, or Esc, closes it.
public final class Alert: View {
  /// One of an alert's buttons.
  public struct Action {
    /// The button's text.
    public var title: String
    /// What the button does after the alert closes.
    public var handler: @MainActor () -> Void

    /// A button titled `title` doing `handler`.
    public init(_ title: String, handler: @escaping @MainActor () -> Void = {}) {
      self.title = title
      self.handler = handler
    }
  }

  private let box: Box

  /// An alert titled `title` saying `message`, with `actions` (an "OK" button if none).
  public init(title: String, message: String, actions: [Action] = []) {
    let buttons = (actions.isEmpty ? [Action("OK")] : actions).map { action in
      (Button(action.title), action.handler)
    }
    let row = Stack(.horizontal, spacing: 2, alignment: .center, buttons.map(\.0))
    let text = Label(message, wraps: true)
    let content = Stack(.vertical, spacing: 1, alignment: .center, [text, row])
    content.padding = Insets(horizontal: 1)
    box = Box(title: title, content)
    super.init()
    addSubview(box)
    for (button, handler) in buttons {
      let close = { @MainActor [weak self] (_: Void) in
        guard let self else { return }
        self.screen?.dismiss(self)
        handler()
      }
      close <~ button.taps
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
