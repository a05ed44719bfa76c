/// The text a text-mode run prints for each frame: the screen's rows without the blank ones
/// below the content, a form feed before every frame but the first, and nothing for a frame
/// that shows what the last one did.
struct TextModeFrames {
  /// The lines of the last frame printed; `nil` until one is. A blank frame is no lines.
  private var lastPrinted: [String]?

  /// The text to print for a frame of `lines`, or `nil` when it shows what the last one did.
  mutating func text(of lines: [String]) -> String? {
    var lines = lines
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard lines != lastPrinted else { return nil }
    // A form feed separates frames, so a script can split them or keep the last.
    defer { lastPrinted = lines }
    return (lastPrinted == nil ? "" : "\u{0C}\n") + lines.joined(separator: "\n") + "\n"
  }
}
