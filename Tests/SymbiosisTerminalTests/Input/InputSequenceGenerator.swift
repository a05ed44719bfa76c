@_spi(Internals) import SymbiosisTerminal
import SymbiosisTesting

/// Makes random but valid input: byte sequences a terminal sends, each with the events it means,
/// written down here independently of the parser's tables.
///
/// Tokens never depend on what follows them, so any concatenation decodes to the concatenated
/// events. The ambiguous forms (a lone ESC, Alt-`[`, Alt-`O`) are left out, except a lone ESC
/// at the very end of a stream, where ``InputParser/flush()`` makes it Escape.
struct InputSequenceGenerator {
  var random: SeededRandom
  // A legacy release names the last button pressed, so one is made only after a press in the
  // same stream, whatever the parser saw before.
  private var lastPressed: MouseButton?

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  /// One random token.
  mutating func token() -> (bytes: [UInt8], events: [InputEvent]) {
    switch Int.random(in: 0..<19, using: &random) {
    case 0, 1: printable()
    case 2: unicodeCharacter()
    case 3: control()
    case 4: altKey()
    case 5: cursorKey()
    case 6: ss3Key()
    case 7: tildeKey()
    case 8: functionKey()
    case 9: ([0x1B, 0x5B, 0x5A], [.key(KeyEvent(.backTab))])
    case 10: focus()
    case 11, 12: sgrMouse()
    case 13: paste()
    case 14: kittyKey()
    case 15: altArrow()
    case 16: legacyMouse()
    case 17: ignoredSequence()
    default: linuxFunctionKey()
    }
  }

  /// Forgets the presses made so far: the tokens that follow suit a parser that saw none.
  mutating func beginStream() { lastPressed = nil }

  /// A stream of up to `maximumTokens` tokens, sometimes ending with a lone ESC (Escape).
  mutating func stream(maximumTokens: Int) -> (bytes: [UInt8], events: [InputEvent]) {
    beginStream()
    var bytes: [UInt8] = []
    var events: [InputEvent] = []
    for _ in 0..<Int.random(in: 1...maximumTokens, using: &random) {
      let next = token()
      bytes += next.bytes
      events += next.events
    }
    if Int.random(in: 0..<5, using: &random) == 0 {
      bytes.append(0x1B)
      events.append(.key(KeyEvent(.escape)))
    }
    return (bytes, events)
  }

  private mutating func printable() -> ([UInt8], [InputEvent]) {
    let byte = UInt8.random(in: 0x20...0x7E, using: &random)
    return ([byte], [key(.character(Character(Unicode.Scalar(byte))))])
  }

  private mutating func randomScalar() -> Unicode.Scalar {
    let ranges: [ClosedRange<UInt32>] = [
      0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x1_0000...0x10_FFFF,
    ]
    let range = ranges[Int.random(in: 0..<ranges.count, using: &random)]
    return Unicode.Scalar(UInt32.random(in: range, using: &random)) ?? "?"
  }

  private mutating func unicodeCharacter() -> ([UInt8], [InputEvent]) {
    let scalar = randomScalar()
    return (Array(String(scalar).utf8), [key(.character(Character(scalar)))])
  }

  private mutating func control() -> ([UInt8], [InputEvent]) {
    let byte = [0x00, 0x01, 0x03, 0x08, 0x09, 0x0A, 0x0D, 0x11, 0x1A, 0x1C, 0x1F, 0x7F][
      Int.random(in: 0..<12, using: &random)]
    return ([UInt8(byte)], [.key(controlKey(UInt8(byte)))])
  }

  private func controlKey(_ byte: UInt8) -> KeyEvent {
    switch byte {
    case 0x00: KeyEvent(.character(" "), modifiers: .control)
    case 0x08, 0x7F: KeyEvent(.backspace)
    case 0x09: KeyEvent(.tab)
    case 0x0A, 0x0D: KeyEvent(.enter)
    case 0x1C: KeyEvent(.character("\\"), modifiers: .control)
    case 0x1F: KeyEvent(.character("_"), modifiers: .control)
    default:
      KeyEvent(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
    }
  }

  private mutating func altKey() -> ([UInt8], [InputEvent]) {
    var (bytes, events): ([UInt8], [InputEvent])
    repeat {
      (bytes, events) =
        Bool.random(using: &random)
        ? printable()
        : Bool.random(using: &random)
          ? unicodeCharacter() : control()
    } while bytes == [0x5B] || bytes == [0x4F]
    guard case .key(var event) = events[0] else { return ([], []) }
    event.modifiers.insert(.alt)
    return ([0x1B] + bytes, [.key(event)])
  }

  private mutating func modifiers() -> (parameter: Int, modifiers: KeyModifiers) {
    let bits = UInt8.random(in: 0...7, using: &random)
    return (Int(bits) + 1, KeyModifiers(rawValue: bits))
  }

  private mutating func cursorKey() -> ([UInt8], [InputEvent]) {
    let keys: [(String, Key)] = [
      ("A", .up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end),
    ]
    let (final, key) = keys[Int.random(in: 0..<keys.count, using: &random)]
    if Bool.random(using: &random) { return (csi(final), [self.key(key)]) }
    let (parameter, modifiers) = modifiers()
    return (csi("1;\(parameter)\(final)"), [self.key(key, modifiers)])
  }

  private mutating func ss3Key() -> ([UInt8], [InputEvent]) {
    let keys: [(UInt8, Key)] = [
      (0x41, .up), (0x42, .down), (0x43, .right), (0x44, .left), (0x48, .home), (0x46, .end),
      (0x50, .function(1)), (0x51, .function(2)), (0x52, .function(3)), (0x53, .function(4)),
      (0x4D, .enter), (0x70, .character("0")), (0x79, .character("9")),
    ]
    let (final, key) = keys[Int.random(in: 0..<keys.count, using: &random)]
    return ([0x1B, 0x4F, final], [self.key(key)])
  }

  private mutating func tildeKey() -> ([UInt8], [InputEvent]) {
    let keys: [(Int, Key)] = [
      (1, .home), (2, .insert), (3, .delete), (4, .end), (5, .pageUp), (6, .pageDown),
      (7, .home), (8, .end), (11, .function(1)), (15, .function(5)), (17, .function(6)),
      (21, .function(10)), (23, .function(11)), (24, .function(12)), (34, .function(20)),
    ]
    let (code, key) = keys[Int.random(in: 0..<keys.count, using: &random)]
    if Bool.random(using: &random) { return (csi("\(code)~"), [self.key(key)]) }
    let (parameter, modifiers) = modifiers()
    return (csi("\(code);\(parameter)~"), [self.key(key, modifiers)])
  }

  private mutating func functionKey() -> ([UInt8], [InputEvent]) {
    let number = Int.random(in: 1...4, using: &random)
    let final = ["P", "Q", "R", "S"][number - 1]
    let (parameter, modifiers) = modifiers()
    return (csi("1;\(parameter)\(final)"), [key(.function(number), modifiers)])
  }

  private mutating func focus() -> ([UInt8], [InputEvent]) {
    Bool.random(using: &random) ? (csi("I"), [.focusGained]) : (csi("O"), [.focusLost])
  }

  private mutating func sgrMouse() -> ([UInt8], [InputEvent]) {
    let column = Int.random(in: 0..<500, using: &random)
    let row = Int.random(in: 0..<300, using: &random)
    let modifierBits = [0, 4, 8, 16, 20, 28][Int.random(in: 0..<6, using: &random)]
    let modifiers = KeyModifiers(rawValue: UInt8(modifierBits >> 2))
    let buttons: [MouseButton] = [.left, .middle, .right]
    let buttonCode = Int.random(in: 0...2, using: &random)
    let button = buttons[buttonCode]
    let (code, final, kind): (Int, String, MouseEvent.Kind) =
      switch Int.random(in: 0..<6, using: &random) {
      case 0: (buttonCode, "M", .press(button))
      case 1: (buttonCode, "m", .release(button))
      case 2: (32 + buttonCode, "M", .drag(button))
      case 3: (35, "M", .move)
      case 4: (64, "M", .scrollUp)
      default: (65, "M", .scrollDown)
      }
    if case .press(let pressed) = kind { lastPressed = pressed }
    let event = MouseEvent(kind: kind, column: column, row: row, modifiers: modifiers)
    return (csi("<\(code + modifierBits);\(column + 1);\(row + 1)\(final)"), [.mouse(event)])
  }

  private mutating func legacyMouse() -> ([UInt8], [InputEvent]) {
    let column = Int.random(in: 0..<200, using: &random)
    let row = Int.random(in: 0..<200, using: &random)
    let code = Int.random(in: lastPressed == nil ? 0...2 : 0...3, using: &random)
    let kind: MouseEvent.Kind
    if code == 3, let lastPressed {
      kind = .release(lastPressed)
    } else {
      let button = [MouseButton.left, .middle, .right][code]
      lastPressed = button
      kind = .press(button)
    }
    let bytes = [0x1B, 0x5B, 0x4D, UInt8(32 + code), UInt8(33 + column), UInt8(33 + row)]
    return (bytes, [.mouse(MouseEvent(kind: kind, column: column, row: row))])
  }

  private mutating func paste() -> ([UInt8], [InputEvent]) {
    var content: [UInt8] = []
    var expected = ""
    for _ in 0..<Int.random(in: 0...40, using: &random) {
      switch Int.random(in: 0..<8, using: &random) {
      case 0:
        content += [0x0D, 0x0A]
        expected += "\n"
      case 1:
        content.append(0x0D)
        expected += "\n"
      case 2:
        content += [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]  // a start marker inside is just text
        expected += "\u{1B}[200~"
      case 3:
        let scalar = randomScalar()
        content += Array(String(scalar).utf8)
        expected.unicodeScalars.append(scalar)
      default:
        let byte = UInt8.random(in: 0x20...0x7E, using: &random)
        content.append(byte)
        expected.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return (csi("200~") + content + csi("201~"), [.paste(expected)])
  }

  private mutating func kittyKey() -> ([UInt8], [InputEvent]) {
    let letter = UInt8.random(in: 0x61...0x7A, using: &random)
    let (parameter, modifiers) = modifiers()
    let expected =
      modifiers.contains(.shift)
      ? key(.character(Character(Unicode.Scalar(letter - 0x20))), modifiers.subtracting(.shift))
      : key(.character(Character(Unicode.Scalar(letter))), modifiers)
    return (csi("\(letter);\(parameter)u"), [expected])
  }

  private mutating func altArrow() -> ([UInt8], [InputEvent]) {
    let (bytes, events) = cursorKey()
    guard case .key(var event) = events[0] else { return ([], []) }
    event.modifiers.insert(.alt)
    return ([0x1B] + bytes, [.key(event)])
  }

  private mutating func ignoredSequence() -> ([UInt8], [InputEvent]) {
    let bodies = ["?62;22c", "1;2;3;4;5;6;7q", "5X", "?1;2$y", ">0;276;0c", "<1;2M", "201~"]
    return (csi(bodies[Int.random(in: 0..<bodies.count, using: &random)]), [])
  }

  private mutating func linuxFunctionKey() -> ([UInt8], [InputEvent]) {
    let number = Int.random(in: 1...5, using: &random)
    return ([0x1B, 0x5B, 0x5B, UInt8(0x40 + number)], [key(.function(number))])
  }

  private func csi(_ body: String) -> [UInt8] { [0x1B, 0x5B] + Array(body.utf8) }

  private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
  }
}
