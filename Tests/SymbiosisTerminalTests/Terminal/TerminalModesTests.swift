import SymbiosisTerminal
import Testing

@Suite("TerminalModes")
struct TerminalModesTests {
  @Test func fullScreenSwitchesOnEachModeInOrder() {
    #expect(
      TerminalModes.fullScreen.enterSequence
        == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
        + "\u{1B}[?1004h")
  }

  @Test func leavingSwitchesOffInReverseAndRepairsTheCursorAndColours() {
    #expect(
      TerminalModes.fullScreen.leaveSequence
        == "\u{1B}[?2026l\u{1B}[0m\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
        + "\u{1B}[?2004l\u{1B}[?1049l\u{1B}[?25h")
  }

  @Test func mouseMotionAddsAnyEventTracking() {
    let modes: TerminalModes = [.mouse, .mouseMotion]
    #expect(modes.enterSequence.hasSuffix("\u{1B}[?1006h\u{1B}[?1003h"))
    #expect(modes.leaveSequence.contains("\u{1B}[?1003l\u{1B}[?1006l"))
  }

  @Test func noModesStillRepairOnLeaving() {
    #expect(TerminalModes().enterSequence.isEmpty)
    #expect(TerminalModes().leaveSequence == "\u{1B}[?2026l\u{1B}[0m\u{1B}[?25h")
  }

  @Test func synchronizedUpdatesUseMode2026() {
    #expect(TerminalModes.beginSynchronizedUpdate == "\u{1B}[?2026h")
    #expect(TerminalModes.endSynchronizedUpdate == "\u{1B}[?2026l")
  }
}
