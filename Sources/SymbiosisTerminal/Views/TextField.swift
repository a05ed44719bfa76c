import Symbiosis

/// A one-line text field with a cursor: typing, pasting, Backspace and Delete, the arrows,
/// Home and End, Ctrl-A, Ctrl-E, Ctrl-U and Ctrl-K edit it; Enter submits it.
///
/// `model.term <~ field.edits` follows what the user types; `field.reactive.text <~ model.term`
/// sets it from the model (that is not an edit, so the two do not loop).
public final class TextField: View, CommandControl {
  /// The text.
  public var text: String {
    didSet {
      cursor = min(cursor, text.count)
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
  /// The first character shown, so the cursor stays in view.
  private var scroll = 0

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

  private func keepCursorVisible(width: Int) {
    if cursor < scroll { scroll = cursor }
    while scroll < cursor,
      TextMeasure.width(of: text.dropFirst(scroll).prefix(cursor - scroll)) >= width
    {
      scroll += 1
    }
  }

  /// Edits the text: characters, Backspace, Delete, the arrows, Home/End and Ctrl-A/E/U/K.
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
    default: return false
    }
    return true
  }

  /// Inserts the pasted text at the cursor, its line breaks made spaces.
  public override func handlePaste(_ pasted: String) -> Bool {
    guard isEnabled else { return false }
    // One line: a pasted newline would submit nothing and break the field's single row.
    insert(pasted.split(whereSeparator: \.isNewline).joined(separator: " "))
    return true
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

  private func insert(_ inserted: String) {
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
    // Setting `text` clamps the cursor to its length, so the new position comes after.
    text = edited
    cursor = max(0, min(position, text.count))
    editInput.send(text)
  }

  private func moveCursor(to position: Int) {
    cursor = max(0, min(text.count, position))
    setNeedsDisplay()
  }
}
