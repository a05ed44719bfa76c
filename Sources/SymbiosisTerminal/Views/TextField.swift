import Symbiosis

/// A one-line text field with a cursor: typing, pasting, Backspace and Delete, the arrows,
/// Home and End, Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-K and Ctrl-W edit it; Ctrl-←/→ and Alt-B/F move
/// by word, Alt-Backspace deletes the word before the cursor and Alt-D the one after it;
/// Enter submits it, Escape cancels the edit (``cancels``). It scrolls sideways to keep the
/// cursor in view, and shows as much of its text as fits.
///
/// Drawing it costs what it shows, not what it holds: a pasted megabyte shows at once.
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
  /// Whether Escape empties it while it holds text, as a search field's does; Escape in an
  /// empty field goes on to the views around it (a page's Back).
  public var clearsOnEscape = false
  /// The cursor's position, in characters from the start.
  public private(set) var cursor = 0
  /// The text after each change the user makes (not the changes made from outside).
  public var edits: Signal<String> { editInput.signal }
  /// The text each time the user presses Enter.
  public var triggers: Signal<String> { submitInput.signal }
  /// Each time the user presses Escape, to undo what they typed: an observer may set ``text``
  /// back, and then the field keeps the key (otherwise Escape goes on to the views around it).
  public var cancels: Signal<Void> { cancelInput.signal }
  /// Each time the field loses the keyboard.
  public var leaves: Signal<Void> { leaveInput.signal }
  private let editInput = Signal<String>.Input()
  private let submitInput = Signal<String>.Input()
  private let cancelInput = Signal<Void>.Input()
  private let leaveInput = Signal<Void>.Input()
  /// The characters in ``shown``, counted once per change rather than at each use.
  private var length = 0
  /// Where ``cursor`` is in ``shown``, kept with it so that nothing counts from the start.
  private var cursorIndex: String.Index
  /// The first character shown, so the cursor stays in view. It follows the width the field
  /// has at each frame and never cuts the text, only what shows of it.
  private var scroll = 0
  /// Where ``scroll`` is in ``shown``.
  private var scrollIndex: String.Index
  /// The characters the field has measured, in all: for tests, which check that drawing costs
  /// what shows and not the whole text.
  package private(set) var measuredCharacters = 0

  /// A field showing `text`, or `placeholder` while it is empty.
  public init(text: String = "", placeholder: String = "") {
    self.text = MutableProperty(text)
    shown = text
    setFromOutside = text
    self.placeholder = placeholder
    length = text.count
    cursor = length
    cursorIndex = text.endIndex
    scrollIndex = text.startIndex
    super.init()
    // Outside any binding scope: the field follows its own property for as long as it lives.
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] in self?.show($0) })
      .bindOutsideScope(self.text.changes)
  }

  /// Shows a value of ``text``. The user's own edit comes back here already shown, so it
  /// leaves the cursor where the edit put it; any other value puts the cursor at its end.
  private func show(_ value: String) {
    guard value != shown else { return }
    setFromOutside = value
    replaceShown(with: value, cursor: nil)
    setNeedsDisplay()
  }

  /// Makes `value` the text shown, with the cursor at `position` (the end when `nil`) and the
  /// scroll where it was, as far as the new text allows.
  private func replaceShown(with value: String, cursor position: Int?) {
    shown = value
    length = value.count
    cursor = max(0, min(position ?? length, length))
    cursorIndex =
      cursor == length ? value.endIndex : value.index(value.startIndex, offsetBy: cursor)
    scroll = min(scroll, cursor)
    scrollIndex = value.index(value.startIndex, offsetBy: scroll)
  }

  isolated deinit {
    editInput.complete()
    submitInput.complete()
    cancelInput.complete()
    leaveInput.complete()
  }

  /// Takes the text typed in `old`, a field this one replaces, when it is the user's: text that
  /// differs from what was last set from outside (a value a converter refused, a search term)
  /// stays. A field showing its model's value shows the new model's value instead: carrying
  /// the old text over would write the old value into the new model. Where the text is the
  /// same, the cursor stays where the user left it.
  public override func takeOverState(from old: View) {
    guard let old = old as? TextField else { return }
    defer { setNeedsDisplay() }
    guard old.shown != old.setFromOutside, old.shown != text.value else {
      if shown == old.shown { replaceShown(with: shown, cursor: old.cursor) }
      return
    }
    // Shown at once, so that the text arriving from `text` is not taken as set from outside:
    // it is still the user's at the next save.
    setFromOutside = old.setFromOutside
    replaceShown(with: old.shown, cursor: old.cursor)
    text.value = old.shown
  }

  /// Whether it takes focus: only while enabled.
  public override var acceptsFocus: Bool { isEnabled }

  /// Reports that the user left the field (``leaves``).
  public override func didLoseFocus() { leaveInput.send(()) }

  /// One row, wide enough for its text or its placeholder and the cursor after it; a text
  /// wider than `proposal` is measured only as far as it fits.
  public override func contentSize(fitting proposal: Size) -> Size {
    let text = columns(
      of: shown[...], upTo: max(0, proposal.width), passing: Self.walk(proposal.width))
    return Size(width: max(text, TextMeasure.width(of: placeholder)) + 1, height: 1)
  }

  /// Where the terminal's cursor goes while the field has focus.
  public override var cursorPosition: Point? {
    let area = contentFrame
    let start = min(scrollIndex, cursorIndex)
    return Point(
      x: area.x + columns(of: shown[start..<cursorIndex], upTo: max(0, area.width)), y: area.y)
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
      let visible = prefix(of: shown[scrollIndex...], columns: area.width)
      canvas.text(visible, x: padding.left, y: padding.top, style: style, width: area.width)
    }
  }

  /// Scrolls so that the cursor has a cell of its own in `width` columns, and back while the
  /// rest of the text, with the cursor after it, still fits, so a field made wider shows again
  /// what a narrow one had scrolled out of view. It measures only the characters around the
  /// cursor that could show: about `width` of them, whatever the text's length.
  private func keepCursorVisible(width: Int) {
    let limit = Self.walk(width)
    if scroll > cursor { (scroll, scrollIndex) = (cursor, cursorIndex) }
    // The first character from which the text up to the cursor takes fewer than `width`
    // columns, found walking back from the cursor, but never before the scroll.
    var start = cursorIndex
    var steps = 0
    var used = 0
    while start > scrollIndex, steps < limit {
      let previous = shown.index(before: start)
      let cells = measure(shown[previous])
      guard used + cells < width else { break }
      (start, steps, used) = (previous, steps + 1, used + cells)
    }
    if start > scrollIndex { (scroll, scrollIndex) = (cursor - steps, start) }
    // Back while what follows the scroll, with the cursor after it, still fits.
    // What follows the scroll is measured up to `width` columns; more characters than a frame
    // draws (zero-width ones) count as filling it, so that what shows always reaches the cursor.
    var rest = 0
    var count = 0
    var index = scrollIndex
    while rest < width, index < shown.endIndex {
      guard count < limit else {
        rest = width
        break
      }
      rest += measure(shown[index])
      (index, count) = (shown.index(after: index), count + 1)
    }
    while scroll > 0, rest < width, count < limit {
      count += 1
      let previous = shown.index(before: scrollIndex)
      let cells = measure(shown[previous])
      guard rest + cells < width else { break }
      (scroll, scrollIndex, rest) = (scroll - 1, previous, rest + cells)
    }
  }

  /// The columns `character` takes, counted in ``measuredCharacters``.
  private func measure(_ character: Character) -> Int {
    measuredCharacters += 1
    return TextMeasure.width(of: character)
  }

  /// The columns `text` takes, or `limit` once it takes that many: only as much of it is
  /// measured as could show in `limit` columns.
  private func columns(
    of text: Substring, upTo limit: Int, passing characters: Int = .max
  ) -> Int {
    var used = 0
    var index = text.startIndex
    var passed = 0
    while used < limit, index < text.endIndex {
      // Past `characters` of them, the rest is taken to fill the limit (see ``walk(_:)``).
      guard passed < characters else { return limit }
      used += measure(text[index])
      index = text.index(after: index)
      passed += 1
    }
    return min(used, limit)
  }

  /// The characters a walk through the text passes at most for a field `width` columns wide:
  /// more than can show, since each takes a column or two, but for zero-width ones (a paste of
  /// a million U+200B), which show nothing, so a frame stays cheap whatever the text.
  private static func walk(_ width: Int) -> Int { 2 * min(max(0, width), 1 << 20) + 256 }

  /// The start of `text` that fills `width` columns, and a character more, which the canvas
  /// shows if it fits.
  private func prefix(of text: Substring, columns width: Int) -> Substring {
    var used = 0
    var end = text.startIndex
    var passed = 0
    let limit = Self.walk(width)
    while used <= width, end < text.endIndex, passed < limit {
      passed += 1
      used += measure(text[end])
      end = text.index(after: end)
    }
    return text[..<end]
  }

  /// Edits the text: characters, Backspace, Delete, the arrows, Home/End, Ctrl-A/E/U/K/W and
  /// the word keys (Ctrl-←/→, Alt-←/→, Alt-B/F/D, Alt-Backspace); Escape empties a field that
  /// ``clearsOnEscape``, then reports a cancel (``cancels``).
  public override func handleKey(_ event: KeyEvent) -> Bool {
    guard isEnabled else { return false }
    let byWord = !event.modifiers.isDisjoint(with: [.control, .alt])
    switch event.key {
    case .character(let letter) where event.modifiers.contains(.control):
      return handleControl(letter)
    case .character(let letter) where event.modifiers.contains(.alt):
      return handleAlt(letter)
    case .character(let character):
      insert(String(character))
    case .backspace where byWord: deleteWord(backward: true)
    case .delete where byWord: deleteWord(backward: false)
    case .backspace where cursor > 0:
      let before = shown.index(before: cursorIndex)
      edit(movingCursorTo: cursor - 1) { $0.removeSubrange(before..<cursorIndex) }
    case .delete where cursor < length:
      let after = shown.index(after: cursorIndex)
      edit { $0.removeSubrange(cursorIndex..<after) }
    case .left where byWord: moveCursor(to: wordBoundary(backward: true))
    case .right where byWord: moveCursor(to: wordBoundary(backward: false))
    case .left: moveCursor(to: cursor - 1)
    case .right: moveCursor(to: cursor + 1)
    case .home: moveCursor(to: 0)
    case .end: moveCursor(to: length)
    case .enter: submitInput.send(shown)
    case .escape: return cancel()
    case .backspace, .delete: break
    default: return false
    }
    return true
  }

  /// Escape: empties a field that ``clearsOnEscape``, then reports a cancel; true when either
  /// changed the text (a binding set it back), so an Escape that undid nothing goes on to the
  /// views around (a page's Back).
  private func cancel() -> Bool {
    let before = shown
    if clearsOnEscape, !shown.isEmpty { edit(movingCursorTo: 0) { $0 = "" } }
    cancelInput.send(())
    return shown != before
  }

  private func handleControl(_ letter: Character) -> Bool {
    switch letter {
    case "a": moveCursor(to: 0)
    case "e": moveCursor(to: length)
    case "u": edit(movingCursorTo: 0) { $0.removeSubrange(..<cursorIndex) }
    case "k": edit { $0.removeSubrange(cursorIndex...) }
    case "w": deleteWordBeforeCursor()
    default: return false
    }
    return true
  }

  /// Alt-B and Alt-F move by word, Alt-D deletes the word after the cursor, as in a shell.
  private func handleAlt(_ letter: Character) -> Bool {
    switch letter {
    case "b": moveCursor(to: wordBoundary(backward: true))
    case "f": moveCursor(to: wordBoundary(backward: false))
    case "d": deleteWord(backward: false)
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
    let before = shown[..<cursorIndex]
    let start = before.reversed().drop { $0 == " " }.drop { $0 != " " }.count
    edit(movingCursorTo: start) {
      let from = $0.index($0.startIndex, offsetBy: start)
      $0.removeSubrange(from..<cursorIndex)
    }
  }

  /// Whether `character` belongs to a word, for the word keys: letters, digits and `_`.
  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The position the word keys move to: back to the start of the word before the cursor,
  /// or on to the end of the word after it, past anything between words.
  private func wordBoundary(backward: Bool) -> Int {
    var index = cursorIndex
    var position = cursor
    if backward {
      var inWord = false
      while index > shown.startIndex {
        let previous = shown.index(before: index)
        let isWord = Self.isWordCharacter(shown[previous])
        if inWord && !isWord { break }
        inWord = inWord || isWord
        (index, position) = (previous, position - 1)
      }
    } else {
      var inWord = false
      while index < shown.endIndex {
        let isWord = Self.isWordCharacter(shown[index])
        if inWord && !isWord { break }
        inWord = inWord || isWord
        (index, position) = (shown.index(after: index), position + 1)
      }
    }
    return position
  }

  /// Deletes from the cursor to where the word keys would move it, as Alt-Backspace and Alt-D
  /// do in a shell.
  private func deleteWord(backward: Bool) {
    let boundary = wordBoundary(backward: backward)
    guard boundary != cursor else { return }
    let other = index(at: boundary)
    if backward {
      edit(movingCursorTo: boundary) { $0.removeSubrange(other..<cursorIndex) }
    } else {
      edit { $0.removeSubrange(cursorIndex..<other) }
    }
  }

  /// Focuses it and moves the cursor to the clicked column.
  public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard case .press(.left) = event.kind, isEnabled else { return false }
    screen?.focus(self)
    var column = 0
    var position = scroll
    for character in shown[scrollIndex...] {
      let cells = measure(character)
      if column + cells > point.x - padding.left { break }
      column += cells
      position += 1
    }
    moveCursor(to: position)
    return true
  }

  private func insert(_ typed: String) {
    let inserted = TextMeasure.singleLine(typed)
    guard !inserted.isEmpty else { return }
    edit(movingCursorTo: cursor + inserted.count) {
      $0.insert(contentsOf: inserted, at: cursorIndex)
    }
  }

  /// Changes the text, puts the cursor at `position` (where it was, by default), then, if the
  /// text did change, sets ``text`` and reports the edit, so that their observers see the cursor
  /// where the user will. `change` gets the text as shown, so ``cursorIndex`` indexes it.
  private func edit(movingCursorTo position: Int? = nil, _ change: (inout String) -> Void) {
    var edited = shown
    change(&edited)
    setNeedsDisplay()
    // Ctrl-U at the start, Ctrl-K at the end: nothing changed, so nothing to report.
    guard edited != shown else { return moveCursor(to: position ?? cursor) }
    replaceShown(with: edited, cursor: position ?? cursor)
    text.value = edited
    editInput.send(edited)
  }

  /// The index of the character at `position`, counted from the start, the cursor or the end,
  /// whichever is nearest.
  private func index(at position: Int) -> String.Index {
    let position = max(0, min(length, position))
    let fromStart = position
    let fromCursor = abs(position - cursor)
    let fromEnd = length - position
    if fromCursor <= fromStart, fromCursor <= fromEnd {
      return shown.index(cursorIndex, offsetBy: position - cursor)
    }
    return fromStart <= fromEnd
      ? shown.index(shown.startIndex, offsetBy: fromStart)
      : shown.index(shown.endIndex, offsetBy: -fromEnd)
  }

  private func moveCursor(to position: Int) {
    let position = max(0, min(length, position))
    cursorIndex = index(at: position)
    cursor = position
    setNeedsDisplay()
  }
}
