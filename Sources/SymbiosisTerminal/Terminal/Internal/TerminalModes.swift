/// The terminal modes a full-screen app switches on, and the bytes that switch them on and off.
///
/// ``enterSequence`` switches on the modes in the set; ``leaveSequence`` switches them off in
/// reverse order and, whatever the set, also ends a synchronized update, resets colours and
/// shows the cursor, so it also repairs a terminal left mid-frame by a crash.
package struct TerminalModes: OptionSet, Hashable, Sendable {
  /// One bit per mode.
  package let rawValue: UInt8

  /// The modes whose bits are set in `rawValue`.
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The alternate screen (?1049): the app draws on a screen of its own and the shell's text
  /// comes back on leaving.
  package static let alternateScreen = TerminalModes(rawValue: 1 << 0)
  /// The text cursor is hidden (?25).
  package static let hiddenCursor = TerminalModes(rawValue: 1 << 1)
  /// Bracketed paste (?2004): pasted text arrives between `CSI 200~` and `CSI 201~`.
  package static let bracketedPaste = TerminalModes(rawValue: 1 << 2)
  /// Mouse presses, releases, wheel and drags (?1000, ?1002), reported in SGR form (?1006).
  package static let mouse = TerminalModes(rawValue: 1 << 3)
  /// Mouse moves with no button held too (?1003); needs `.mouse`.
  package static let mouseMotion = TerminalModes(rawValue: 1 << 4)
  /// Focus in and out reports (?1004).
  package static let focusEvents = TerminalModes(rawValue: 1 << 5)

  /// What a full-screen app uses: everything but mouse motion.
  package static let fullScreen: TerminalModes = [
    .alternateScreen, .hiddenCursor, .bracketedPaste, .mouse, .focusEvents,
  ]

  /// Starts a synchronized update (?2026): the terminal shows nothing until it ends, so a frame
  /// appears whole. Terminals without it ignore it.
  package static let beginSynchronizedUpdate = "\u{1B}[?2026h"
  /// Ends a synchronized update: the terminal shows the frame.
  package static let endSynchronizedUpdate = "\u{1B}[?2026l"

  /// The bytes that switch these modes on.
  package var enterSequence: String {
    Self.switches.filter { contains($0.mode) }.map(\.on).joined()
  }

  /// The bytes that switch these modes off and make the cursor and colours usual again.
  package var leaveSequence: String {
    let off = Self.switches.reversed().filter { contains($0.mode) && $0.mode != .hiddenCursor }
    return Self.endSynchronizedUpdate + "\u{1B}[0m" + off.map(\.off).joined() + "\u{1B}[?25h"
  }

  // In the order they are switched on: the alternate screen first, so that the other modes'
  // effects land on it; they are switched off in reverse.
  private static let switches: [(mode: TerminalModes, on: String, off: String)] = [
    (.alternateScreen, "\u{1B}[?1049h", "\u{1B}[?1049l"),
    (.hiddenCursor, "\u{1B}[?25l", "\u{1B}[?25h"),
    (.bracketedPaste, "\u{1B}[?2004h", "\u{1B}[?2004l"),
    (.mouse, "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h", "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"),
    (.mouseMotion, "\u{1B}[?1003h", "\u{1B}[?1003l"),
    (.focusEvents, "\u{1B}[?1004h", "\u{1B}[?1004l"),
  ]
}
