import Symbiosis

/// A one-line text field with a cursor: typing, pasting, Backspace and Delete, the arrows,
/// Home and End, Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-K and Ctrl-W edit it; Enter submits it. It
/// scrolls sideways to keep the cursor in view, and shows as much of its text as fits.
///
/// Its ``text`` binds both ways: `field.text <~> model.name`, or through a converter,
/// `field.text <~> model.age.converted(by: IntegerText(range: 0...130))`. One way, `field.text
/// <~ model.term` sets it from the model and `model.term <~ field.edits` follows what the user
/// types.
public final class TextField: View, ActionControl {
  /// The text, settable from any thread; the user's edits set it too.
  ///
  /// A value set from outside (a binding, the app) shows on the main actor and puts the cursor
  /// at its end, where typing carries on; an edit of the user's places the cursor itself.
  public let text: MutableProperty<String>
  /// What the field shows and edits: ``text`` as it last reached the main actor.
  private var shown: String
  /// The text last set from outside (a binding showing its model's value, the app), which a
  /// field replacing this one shows its own model's value in place of.
  private var setFromOutside: String
  /// What shows, dimmed, while the text is empty.
  public var placeholder: String { didSet { setNeedsDisplay() } }
  /// Whether the user can edit it.
  public var isEnabled = true { didSet { setNeedsDisplay() } }
  /// The cursor's position, in characters from the start.
  public private(set) var cursor = 0
  /// The text after each change the user makes (not the changes made from outside).
  public var edits: Signal<String> { editInput.signal }
  /// The text each time the user presses Enter.
  public var triggers: Signal<String> { submitInput.signal }
  private let editInput = SignalInput<String>()
  private let submitInput = SignalInput<String>()
  /// The first character shown, so the cursor stays in view. It follows the width the field
  /// has at each frame and never cuts the text, only what shows of it.
  private var scroll = 0

  /// A field showing `text`, or `placeholder` while it is empty.
  public init(text: String = "", placeholder: String = "") {
    self.text = MutableProperty(text)
    shown = text
    setFromOutside = text
    self.placeholder = placeholder
    cursor = text.count
    super.init()
    // Outside any binding scope: the field follows its own property for as long as it lives.
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] in self?.show($0) })
      .connect(self.text.changes)
  }

  /// Shows a value of ``text``. The user's own edit comes back here already shown, so it
  /// leaves the cursor where the edit put it; any other value puts the cursor at its end.
  private func show(_ value: String) {
    guard value != shown else { return }
    shown = value
    setFromOutside = value
    cursor = value.count
    setNeedsDisplay()
  }

  isolated deinit {
    editInput.complete()
    submitInput.complete()
  }

  /// Takes the text typed in `old`, a field this one replaces, when it is the user's: text that
  /// differs from what was last set from outside (a value a converter refused, a search term)
  /// stays. A field showing its model's value shows the new model's value instead: carrying
  /// the old text over would write the old value into the new model.
  override func takeOverState(from old: View) {
    guard let old = old as? TextField, old.shown != old.setFromOutside, old.shown != text.value
    else { return }
    // Shown at once, so that the text arriving from `text` is not taken as set from outside:
    // it is still the user's at the next save.
    shown = old.shown
    setFromOutside = old.setFromOutside
    cursor = shown.count
    text.value = old.shown
    setNeedsDisplay()
  }

  /// Whether it takes focus: only while enabled.
  public override var acceptsFocus: Bool { isEnabled }

  /// One row, wide enough for its text or its placeholder and the cursor after it.
  public override func contentSize(fitting proposal: Size) -> Size {
    Size(
      width: max(TextMeasure.width(of: shown), TextMeasure.width(of: placeholder)) + 1, height: 1)
  }

  /// Where the terminal's cursor goes while the field has focus.
  public override var cursorPosition: Point? {
    let area = contentFrame
    let before = shown.dropFirst(scroll).prefix(cursor - scroll)
    return Point(x: area.x + TextMeasure.width(of: before), y: area.y)
  }

  /// Draws its text, or its placeholder, scrolled to keep the cursor in view.
  public override func draw(_ canvas: inout Canvas) {
    let area = contentFrame
    keepCursorVisible(width: area.width)
    let style = !isEnabled ? theme.disabled : isFocused ? theme.focus : theme.control
    canvas.fill(Rect(x: padding.left, y: padding.top, width: area.width, height: 1), style: style)
    if shown.isEmpty {
      canvas.text(
        placeholder, x: padding.left, y: padding.top,
        style: style.adding(.dim),
        width: area.width)
    } else {
      canvas.text(
        shown.dropFirst(scroll), x: padding.left, y: padding.top, style: style, width: area.width)
    }
  }

  /// Scrolls so that the cursor has a cell of its own in `width` columns, and back while the
  /// rest of the text, with the cursor after it, still fits, so a field made wider shows again
  /// what a narrow one had scrolled out of view.
  private func keepCursorVisible(width: Int) {
    scroll = min(scroll, cursor)
    while scroll < cursor,
      TextMeasure.width(of: shown.dropFirst(scroll).prefix(cursor - scroll)) >= width
    {
      scroll += 1
    }
    while scroll > 0, TextMeasure.width(of: shown.dropFirst(scroll - 1)) < width {
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
    case .delete where cursor < shown.count:
      edit { $0.remove(at: $0.index($0.startIndex, offsetBy: cursor)) }
    case .left: moveCursor(to: cursor - 1)
    case .right: moveCursor(to: cursor + 1)
    case .home: moveCursor(to: 0)
    case .end: moveCursor(to: shown.count)
    case .enter: submitInput.send(shown)
    case .backspace, .delete: break
    default: return false
    }
    return true
  }

  private func handleControl(_ letter: Character) -> Bool {
    switch letter {
    case "a": moveCursor(to: 0)
    case "e": moveCursor(to: shown.count)
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
    let before = shown.prefix(cursor)
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
    for character in shown.dropFirst(scroll) {
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

  /// Changes the text, puts the cursor at `position` (where it was, by default), then, if the
  /// text did change, sets ``text`` and reports the edit, so that their observers see the cursor
  /// where the user will.
  private func edit(movingCursorTo position: Int? = nil, _ change: (inout String) -> Void) {
    var edited = shown
    change(&edited)
    cursor = max(0, min(position ?? cursor, edited.count))
    setNeedsDisplay()
    // Ctrl-U at the start, Ctrl-K at the end: nothing changed, so nothing to report.
    guard edited != shown else { return }
    shown = edited
    text.value = edited
    editInput.send(edited)
  }

  private func moveCursor(to position: Int) {
    cursor = max(0, min(shown.count, position))
    setNeedsDisplay()
  }
}
