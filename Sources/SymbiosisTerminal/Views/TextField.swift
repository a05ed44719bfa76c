import Symbiosis

/// A one-line text field with a cursor: typing, pasting, Backspace and Delete, the arrows,
/// Home and End, Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-K and Ctrl-W edit it; Enter submits it. It
/// scrolls sideways to keep the cursor in view, and shows as much of its text as fits.
///
/// `model.term <~ field.edits` follows what the user types; `field.reactive.text <~ model.term`
/// sets it from the model (that is not an edit, so the two do not loop).
public final class TextField: View, ActionControl {
  /// The text.
  ///
  /// Text set from outside (by a binding or the app) puts the cursor at its end, where typing
  /// carries on; an edit of the user's places the cursor itself.
  public var text: String {
    didSet {
      cursor = isEditing || text == oldValue ? min(cursor, text.count) : text.count
      setNeedsDisplay()
    }
  }
  /// What shows, dimmed, while the text is empty.
  public var placeholder: String { didSet { setNeedsDisplay() } }
  /// Whether the user can edit it.
  public var isEnabled = true { didSet { setNeedsDisplay() } }
  /// The cursor's position, in characters from the start.
  public private(set) var cursor = 0
  /// The text after each change the user makes.
  public var edits: Signal<String> { editInput.signal }
  /// The text each time the user presses Enter.
  public var triggers: Signal<String> { submitInput.signal }
  private let editInput = SignalInput<String>()
  private let submitInput = SignalInput<String>()
  /// The first character shown, so the cursor stays in view. It follows the width the field
  /// has at each frame and never cuts the text, only what shows of it.
  private var scroll = 0
  /// Set while an edit of the user's changes `text`.
  private var isEditing = false

  /// A field showing `text`, or `placeholder` while it is empty.
  public init(text: String = "", placeholder: String = "") {
    self.text = text
    self.placeholder = placeholder
    cursor = text.count
  }

  isolated deinit {
    editInput.complete()
    submitInput.complete()
  }

  /// Whether it takes focus: only while enabled.
  public override var acceptsFocus: Bool { isEnabled }

  /// One row, wide enough for its text or its placeholder and the cursor after it.
  public override func contentSize(fitting proposal: Size) -> Size {
    Size(width: max(TextMeasure.width(of: text), TextMeasure.width(of: placeholder)) + 1, height: 1)
  }

  /// Where the terminal's cursor goes while the field has focus.
  public override var cursorPosition: Point? {
    let area = contentFrame
    let before = text.dropFirst(scroll).prefix(cursor - scroll)
    return Point(x: area.x + TextMeasure.width(of: before), y: area.y)
  }

  /// Draws its text, or its placeholder, scrolled to keep the cursor in view.
  public override func draw(_ canvas: inout Canvas) {
    let area = contentFrame
    keepCursorVisible(width: area.width)
    let style = !isEnabled ? theme.disabled : isFocused ? theme.focus : theme.control
    canvas.fill(Rect(x: padding.left, y: padding.top, width: area.width, height: 1), style: style)
    if text.isEmpty {
      canvas.text(
        placeholder, x: padding.left, y: padding.top,
        style: style.adding(.dim),
        width: area.width)
    } else {
      canvas.text(
        text.dropFirst(scroll), x: padding.left, y: padding.top, style: style, width: area.width)
    }
  }

  /// Scrolls so that the cursor has a cell of its own in `width` columns, and back while the
  /// rest of the text, with the cursor after it, still fits, so a field made wider shows again
  /// what a narrow one had scrolled out of view.
  private func keepCursorVisible(width: Int) {
    scroll = min(scroll, cursor)
    while scroll < cursor,
      TextMeasure.width(of: text.dropFirst(scroll).prefix(cursor - scroll)) >= width
    {
      scroll += 1
    }
    while scroll > 0, TextMeasure.width(of: text.dropFirst(scroll - 1)) < width {
      scroll -= 1
    }
  }

  /// Edits the text: characters, Backspace, Delete, the arrows, Home/End and Ctrl-A/E/U/K/W.
  public override func handleKey(_ event: KeyEvent) -> Bool {
    guard isEnabled else { return false }
    if event.modifiers.contains(.control), case .character(let letter) = event.key {
      return handleControl(letter)
    }
    switch event.key {
    case .character(let character) where !event.modifiers.contains(.alt):
      insert(String(character))
    case .backspace where cursor > 0:
      edit(movingCursorTo: cursor - 1) {
        $0.remove(at: $0.index($0.startIndex, offsetBy: cursor - 1))
      }
    case .delete where cursor < text.count:
      edit { $0.remove(at: $0.index($0.startIndex, offsetBy: cursor)) }
    case .left: moveCursor(to: cursor - 1)
    case .right: moveCursor(to: cursor + 1)
    case .home: moveCursor(to: 0)
    case .end: moveCursor(to: text.count)
    case .enter: submitInput.send(text)
    case .backspace, .delete: break
    default: return false
    }
    return true
  }

  private func handleControl(_ letter: Character) -> Bool {
    switch letter {
    case "a": moveCursor(to: 0)
    case "e": moveCursor(to: text.count)
    case "u": edit(movingCursorTo: 0) { $0.removeFirst(cursor) }
    case "k": edit { $0.removeLast($0.count - cursor) }
    case "w": deleteWordBeforeCursor()
    default: return false
    }
    return true
  }

  /// Inserts the pasted text at the cursor, its line breaks and tabs made spaces and other
  /// control characters left out, since the field is one row.
  public override func handlePaste(_ pasted: String) -> Bool {
    guard isEnabled else { return false }
    insert(pasted)
    return true
  }

  /// Deletes the word before the cursor and the spaces after it, as a shell's Ctrl-W does.
  private func deleteWordBeforeCursor() {
    let before = text.prefix(cursor)
    let start = before.reversed().drop { $0 == " " }.drop { $0 != " " }.count
    edit(movingCursorTo: start) {
      let from = $0.index($0.startIndex, offsetBy: start)
      $0.removeSubrange(from..<$0.index($0.startIndex, offsetBy: cursor))
    }
  }

  /// Focuses it and moves the cursor to the clicked column.
  public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard case .press(.left) = event.kind, isEnabled else { return false }
    screen?.focus(self)
    var column = 0
    var index = scroll
    for character in text.dropFirst(scroll) {
      let cells = TextMeasure.width(of: character)
      if column + cells > point.x - padding.left { break }
      column += cells
      index += 1
    }
    moveCursor(to: index)
    return true
  }

  private func insert(_ typed: String) {
    let inserted = TextMeasure.singleLine(typed)
    guard !inserted.isEmpty else { return }
    edit(movingCursorTo: cursor + inserted.count) {
      $0.insert(contentsOf: inserted, at: $0.index($0.startIndex, offsetBy: cursor))
    }
  }

  /// Changes the text, puts the cursor at `position` (where it was, by default), then reports
  /// the edit, so that an observer of ``edits`` sees the cursor where the user will.
  private func edit(movingCursorTo position: Int? = nil, _ change: (inout String) -> Void) {
    var edited = text
    change(&edited)
    let position = position ?? cursor
    isEditing = true
    text = edited
    isEditing = false
    cursor = max(0, min(position, text.count))
    editInput.send(text)
  }

  private func moveCursor(to position: Int) {
    cursor = max(0, min(text.count, position))
    setNeedsDisplay()
  }
}
