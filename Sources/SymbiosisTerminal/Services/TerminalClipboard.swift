import Foundation
import Symbiosis

/// The clipboard of the terminal the app runs in: copied text goes to the terminal as an
/// OSC 52 sequence, which the terminal puts on the system clipboard (xterm, kitty, WezTerm,
/// iTerm2, foot, and tmux with `set-clipboard on` take it; a terminal that does not ignores it).
///
/// The sequence is written with the screen's frames, never in the middle of one. Text longer
/// than ``maximumBytes`` is refused with ``ClipboardTextTooLong``: terminals drop or truncate
/// huge sequences, and a multi-megabyte escape would stall the screen.
@MainActor
public final class TerminalClipboard: ClipboardService {
  /// The longest text copied, in UTF-8 bytes.
  public static let maximumBytes = 100_000

  private weak var screen: Screen?

  /// A clipboard writing to the terminal that shows `screen`.
  public init(screen: Screen) { self.screen = screen }

  /// Has the terminal put `text` on the clipboard.
  ///
  /// - Throws: ``ClipboardTextTooLong`` over ``maximumBytes``; ``/Symbiosis/ServiceUnavailable`` once the
  ///   screen is gone, or when it is printed as text rather than shown on a terminal.
  public func copy(_ text: String) async throws {
    let length = text.utf8.count
    guard length <= Self.maximumBytes else {
      throw ClipboardTextTooLong(bytes: length, limit: Self.maximumBytes)
    }
    guard let screen, screen.takesControlSequences else {
      throw ServiceUnavailable("The clipboard")
    }
    screen.write(controlSequence: Self.sequence(copying: text))
  }

  /// `ESC ] 52 ; c ; base64 BEL`: sets the clipboard selection to `text`. Base64 keeps any
  /// control character in `text` from reaching the terminal as one.
  static func sequence(copying text: String) -> [UInt8] {
    Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}".utf8)
  }
}
