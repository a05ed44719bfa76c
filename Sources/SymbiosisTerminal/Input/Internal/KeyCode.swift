/// The tables that turn terminal key codes into keys.
enum KeyCode {
  /// The characters of the ASCII bytes, made once: making a `Character` from a byte goes
  /// through `String` and costs far more than decoding the byte.
  static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

  /// True for a byte that types a visible ASCII character or a space.
  @inline(__always)
  static func isPrintableASCII(_ byte: UInt8) -> Bool { byte &- 0x20 < 0x5F }

  /// The key of a C0 control byte or DEL, as typed with Control or a dedicated key.
  static func control(_ byte: UInt8) -> KeyEvent {
    switch byte {
    case 0x00: KeyEvent(.character(" "), modifiers: .control)
    case 0x08, 0x7F: KeyEvent(.backspace)
    case 0x09: KeyEvent(.tab)
    case 0x0A, 0x0D: KeyEvent(.enter)
    case 0x1B: KeyEvent(.escape)
    case 0x01...0x1A:
      KeyEvent(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
    default:
      // 0x1C…0x1F are Ctrl-\, Ctrl-], Ctrl-^ and Ctrl-_.
      KeyEvent(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
    }
  }

  /// The key of a `CSI … final` with a letter final (arrows, Home, End, F1–F4).
  static func cursorKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P"): .function(1)
    case UInt8(ascii: "Q"): .function(2)
    case UInt8(ascii: "R"): .function(3)
    case UInt8(ascii: "S"): .function(4)
    default: nil
    }
  }

  /// The key of an SS3 final: the cursor keys, F1–F4 and the application keypad.
  static func ss3Key(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "M"): .enter
    case UInt8(ascii: "I"): .tab
    case UInt8(ascii: "X"): .character("=")
    case UInt8(ascii: "j"): .character("*")
    case UInt8(ascii: "k"): .character("+")
    case UInt8(ascii: "l"): .character(",")
    case UInt8(ascii: "m"): .character("-")
    case UInt8(ascii: "n"): .character(".")
    case UInt8(ascii: "o"): .character("/")
    case UInt8(ascii: "p")...UInt8(ascii: "y"):
      .character(Character(Unicode.Scalar(final - UInt8(ascii: "p") + UInt8(ascii: "0"))))
    default: cursorKey(final)
    }
  }

  /// The key of `CSI code ~` (VT220 editing keys and F1–F20; 7 and 8 are rxvt's Home and End).
  static func tildeKey(_ code: Int) -> Key? {
    switch code {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(code - 10)
    case 17...21: .function(code - 11)
    case 23...26: .function(code - 12)
    case 28, 29: .function(code - 13)
    case 31...34: .function(code - 14)
    default: nil
    }
  }

  /// The key of a Unicode code point sent by `CSI code u` (kitty, fixterms) or xterm's
  /// modifyOtherKeys; Shift with a lowercase ASCII letter becomes the uppercase letter, as typed.
  static func unicode(_ code: Int, modifiers: KeyModifiers) -> KeyEvent? {
    switch code {
    case 9 where modifiers.contains(.shift):
      return KeyEvent(.backTab, modifiers: modifiers.subtracting(.shift))
    case 0..<0x20, 0x7F:
      var event = control(UInt8(code))
      event.modifiers.formUnion(modifiers)
      return event
    case 0x61...0x7A where modifiers.contains(.shift):
      let upper = Character(Unicode.Scalar(UInt8(code - 0x20)))
      return KeyEvent(.character(upper), modifiers: modifiers.subtracting(.shift))
    case 0xE000...0xF8FF:
      // kitty's functional keys (keypad, media, lone modifiers) live in the private use area.
      return nil
    default:
      guard let scalar = Unicode.Scalar(UInt32(clamping: code)), code >= 0 else { return nil }
      return KeyEvent(.character(Character(scalar)), modifiers: modifiers)
    }
  }
}
