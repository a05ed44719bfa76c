import Symbiosis

/// A text of several lines the user edits: typing and pasting, Enter for a new line, the
/// arrows, Home and End (Ctrl-A, Ctrl-E), Page Up and Page Down, Backspace and Delete. It shows
/// ``lines`` rows and scrolls, down and sideways, to keep the cursor in view. Alt-Enter or
/// Ctrl-S confirms the text (``commits``); Escape asks to undo what was typed (``cancels``).
///
/// Its ``text`` binds both ways, as a ``TextField``'s does. A key costs the line the cursor is
/// on and a frame what shows, so a pasted megabyte stays responsive.
public final class TextView: View {
  /// The text, its lines separated by `"\n"`, settable from any thread; the user's edits set it
  /// too. A value set from outside puts the cursor at its end.
  public let text: MutableProperty<String>
  /// What shows, dimmed, while the text is empty.
  public var placeholder: String { didSet { setNeedsDisplay() } }
  /// The rows it shows, at least one.
  public var lines: Int { didSet { setNeedsDisplay() } }
  /// Whether the user can edit it.
  public var isEnabled = true { didSet { setNeedsDisplay() } }
  /// The text after each change the user makes (not the changes made from outside).
  public var edits: Signal<String> { editInput.signal }
  /// Each time the user confirms the text: Alt-Enter or Ctrl-S.
  public var commits: Signal<Void> { commitInput.signal }
  /// Each time the user presses Escape, to undo what they typed: an observer may set ``text``
  /// back, and then the view keeps the key (otherwise Escape goes on to the views around it).
  public var cancels: Signal<Void> { cancelInput.signal }
  /// Each time the view loses the keyboard.
  public var leaves: Signal<Void> { leaveInput.signal }
  private let editInput = Signal<String>.Input()
  private let commitInput = Signal<Void>.Input()
  private let cancelInput = Signal<Void>.Input()
  private let leaveInput = Signal<Void>.Input()

  /// The lines of what shows: ``text`` as it last reached the main actor, or as edited.
  private var rows: [String]
  /// ``rows`` joined: what ``text`` holds after the user's last edit or the last value shown.
  private var shown: String
  /// The text last set from outside, which a view replacing this one shows its own model's
  /// value in place of (as ``TextField/takeOverState(from:)`` does).
  private var setFromOutside: String
  /// The cursor: its line, and its place in characters from the line's start.
  public private(set) var cursor = (line: 0, column: 0)
  /// The column Up and Down keep to, across shorter lines.
  private var goal: Int?
  /// The first line shown, and the first character shown of every line.
  private var scroll = (line: 0, column: 0)

  /// A view showing `text`, or `placeholder` while it is empty, `lines` rows tall.
  public init(text: String = "", placeholder: String = "", lines: Int = 3) {
    self.text = MutableProperty(text)
    self.placeholder = placeholder
    self.lines = lines
    rows = Self.split(text)
    shown = text
    setFromOutside = text
    super.init()
    cursor = (rows.count - 1, rows[rows.count - 1].count)
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] in self?.show($0) })
      .bindOutsideScope(self.text.changes)
  }

  isolated deinit {
    editInput.complete()
    commitInput.complete()
    cancelInput.complete()
    leaveInput.complete()
  }

  /// The lines of `text`: split at each line break (LF, CR or CRLF), each made one row
  /// (tabs as spaces, control characters left out).
  private static func split(_ text: String) -> [String] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
      .map { TextMeasure.needsSingleLine($0) ? TextMeasure.singleLine($0) : String($0) }
  }

  /// Shows a value of ``text`` set from outside, with the cursor at its end; the user's own
  /// edit comes back here already shown.
  private func show(_ value: String) {
    guard value != shown else { return }
    setFromOutside = value
    shown = value
    rows = Self.split(value)
    cursor = (rows.count - 1, rows[rows.count - 1].count)
    goal = nil
    setNeedsDisplay()
  }

  /// Takes the text typed in `old`, a view this one replaces, when it is the user's (see
  /// ``TextField/takeOverState(from:)``); where the text is the same, the cursor stays.
  public override func takeOverState(from old: View) {
    guard let old = old as? TextView else { return }
    defer { setNeedsDisplay() }
    guard old.shown != old.setFromOutside, old.shown != text.value else {
      if shown == old.shown { (cursor, scroll) = (old.cursor, old.scroll) }
      return
    }
    setFromOutside = old.setFromOutside
    (shown, rows, cursor, scroll) = (old.shown, old.rows, old.cursor, old.scroll)
    text.value = old.shown
  }

  /// Whether it takes focus: only while enabled.
  public override var acceptsFocus: Bool { isEnabled }

  /// Reports that the user left the view (``leaves``).
  public override func didLoseFocus() { leaveInput.send(()) }

  /// ``lines`` rows, as wide as it is offered.
  public override func contentSize(fitting proposal: Size) -> Size {
    Size(
      width: max(proposal.width, TextMeasure.width(of: placeholder) + 1), height: max(1, lines))
  }

  /// Where the terminal's cursor goes while the view has focus.
  public override var cursorPosition: Point? {
    let area = contentFrame
    let line = rows[cursor.line]
    let start = line.index(line.startIndex, offsetBy: min(scroll.column, cursor.column))
    let end = line.index(start, offsetBy: max(0, cursor.column - scroll.column))
    return Point(
      x: area.x + min(TextMeasure.width(of: line[start..<end]), max(0, area.width - 1)),
      y: area.y + cursor.line - scroll.line)
  }

  /// Draws the lines in view, or the placeholder.
  public override func draw(_ canvas: inout Canvas) {
    let area = contentFrame
    keepCursorVisible(width: area.width, height: area.height)
    let style = !isEnabled ? theme.disabled : isFocused ? theme.focus : theme.control
    canvas.fill(
      Rect(x: padding.left, y: padding.top, width: area.width, height: area.height), style: style)
    if shown.isEmpty {
      canvas.text(
        placeholder, x: padding.left, y: padding.top, style: style.adding(.dim), width: area.width)
      return
    }
    for offset in 0..<max(0, min(area.height, rows.count - scroll.line)) {
      let line = rows[scroll.line + offset].dropFirst(scroll.column)
      canvas.text(
        Self.prefix(of: line, columns: area.width), x: padding.left, y: padding.top + offset,
        style: style, width: area.width)
    }
  }

  /// Scrolls so that the cursor's line is among the `height` rows shown and the cursor has a
  /// cell of its own in `width` columns, measuring only the characters before it that could
  /// show.
  private func keepCursorVisible(width: Int, height: Int) {
    let rowsShown = max(1, height)
    if cursor.line < scroll.line { scroll.line = cursor.line }
    if cursor.line >= scroll.line + rowsShown { scroll.line = cursor.line - rowsShown + 1 }
    if cursor.column < scroll.column { scroll.column = cursor.column }
    let line = rows[cursor.line]
    var index = line.index(line.startIndex, offsetBy: cursor.column)
    var fitting = 0
    var used = 0
    while fitting < cursor.column, index > line.startIndex {
      let previous = line.index(before: index)
      let cells = TextMeasure.width(of: line[previous])
      guard used + cells < width else { break }
      (index, fitting, used) = (previous, fitting + 1, used + cells)
    }
    scroll.column = max(scroll.column, cursor.column - fitting)
  }

  /// The start of `line` that fills `width` columns, and a character more, which the canvas
  /// shows if it fits; never more characters than a frame can use.
  private static func prefix(of line: Substring, columns width: Int) -> Substring {
    var used = 0
    var end = line.startIndex
    var passed = 0
    let limit = 2 * min(max(0, width), 1 << 20) + 256
    while used <= width, end < line.endIndex, passed < limit {
      used += TextMeasure.width(of: line[end])
      end = line.index(after: end)
      passed += 1
    }
    return line[..<end]
  }

  // MARK: Keys

  /// Edits the text: characters, Enter (a new line), Backspace, Delete, the arrows, Home/End,
  /// Page Up/Down, Ctrl-A/E; Alt-Enter and Ctrl-S confirm, Escape cancels.
  public override func handleKey(_ event: KeyEvent) -> Bool {
    guard isEnabled else { return false }
    let control = event.modifiers.contains(.control)
    switch event.key {
    case .character("s") where control: commitInput.send(())
    case .character("a") where control: move(to: (cursor.line, 0))
    case .character("e") where control: move(to: (cursor.line, rows[cursor.line].count))
    case .character where control || event.modifiers.contains(.alt): return false
    case .character(let character): insert([TextMeasure.singleLine(String(character))])
    case .enter where event.modifiers.contains(.alt): commitInput.send(())
    case .enter: insert(["", ""])
    case .backspace: deleteBackward()
    case .delete: deleteForward()
    case .left: moveLeft()
    case .right: moveRight()
    case .up: moveVertically(by: -1)
    case .down: moveVertically(by: 1)
    case .pageUp: moveVertically(by: -max(1, lines))
    case .pageDown: moveVertically(by: max(1, lines))
    case .home: move(to: (cursor.line, 0))
    case .end: move(to: (cursor.line, rows[cursor.line].count))
    case .escape:
      let before = shown
      cancelInput.send(())
      return shown != before
    default: return false
    }
    return true
  }

  /// Inserts the pasted text at the cursor, its line breaks starting new lines.
  public override func handlePaste(_ pasted: String) -> Bool {
    guard isEnabled else { return false }
    insert(Self.split(pasted))
    return true
  }

  /// Focuses it and moves the cursor to the clicked place.
  public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard case .press(.left) = event.kind, isEnabled else { return false }
    screen?.focus(self)
    let line = min(rows.count - 1, scroll.line + max(0, point.y - padding.top))
    var column = 0
    var position = scroll.column
    for character in rows[line].dropFirst(scroll.column) {
      let cells = TextMeasure.width(of: character)
      if column + cells > point.x - padding.left { break }
      column += cells
      position += 1
    }
    move(to: (line, position))
    return true
  }

  /// Puts `pieces` at the cursor: the first joins the text before it, the last the text after
  /// it, and those between are lines of their own; the cursor ends after the last.
  private func insert(_ pieces: [String]) {
    guard let last = pieces.last, pieces.count > 1 || !last.isEmpty else { return }
    let line = rows[cursor.line]
    let split = line.index(line.startIndex, offsetBy: cursor.column)
    let after = line[split...]
    if pieces.count == 1 {
      rows[cursor.line] = String(line[..<split]) + last + after
      cursor.column += last.count
    } else {
      rows[cursor.line] = String(line[..<split]) + pieces[0]
      rows.insert(contentsOf: pieces.dropFirst().dropLast(), at: cursor.line + 1)
      rows.insert(last + after, at: cursor.line + pieces.count - 1)
      cursor = (cursor.line + pieces.count - 1, last.count)
    }
    edited()
  }

  private func deleteBackward() {
    if cursor.column > 0 {
      let line = rows[cursor.line]
      let end = line.index(line.startIndex, offsetBy: cursor.column)
      rows[cursor.line].removeSubrange(line.index(before: end)..<end)
      cursor.column -= 1
    } else if cursor.line > 0 {
      let removed = rows.remove(at: cursor.line)
      cursor = (cursor.line - 1, rows[cursor.line - 1].count)
      rows[cursor.line] += removed
    } else {
      return
    }
    edited()
  }

  private func deleteForward() {
    let line = rows[cursor.line]
    let start = line.index(line.startIndex, offsetBy: cursor.column)
    if start < line.endIndex {
      rows[cursor.line].removeSubrange(start..<line.index(after: start))
    } else if cursor.line + 1 < rows.count {
      rows[cursor.line] += rows.remove(at: cursor.line + 1)
    } else {
      return
    }
    edited()
  }

  /// After a change of the user's: sets ``text`` and reports the edit.
  private func edited() {
    goal = nil
    shown = rows.joined(separator: "\n")
    setNeedsDisplay()
    text.value = shown
    editInput.send(shown)
  }

  private func moveLeft() {
    if cursor.column > 0 {
      move(to: (cursor.line, cursor.column - 1))
    } else if cursor.line > 0 {
      move(to: (cursor.line - 1, rows[cursor.line - 1].count))
    }
  }

  private func moveRight() {
    let line = rows[cursor.line]
    let next = line.index(line.startIndex, offsetBy: cursor.column, limitedBy: line.endIndex)
    if let next, next < line.endIndex {
      move(to: (cursor.line, cursor.column + 1))
    } else if cursor.line + 1 < rows.count {
      move(to: (cursor.line + 1, 0))
    }
  }

  /// Moves up or down `count` lines, keeping to the column the cursor started from.
  private func moveVertically(by count: Int) {
    let target = max(0, min(rows.count - 1, cursor.line + count))
    let column = goal ?? cursor.column
    let line = rows[target]
    let end = line.index(line.startIndex, offsetBy: column, limitedBy: line.endIndex)
    move(to: (target, end == nil ? line.count : column))
    goal = column
  }

  private func move(to place: (line: Int, column: Int)) {
    cursor = place
    goal = nil
    setNeedsDisplay()
  }
}
