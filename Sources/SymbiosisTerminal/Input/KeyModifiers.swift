/// The modifier keys held with a key or a mouse event.
///
/// The raw values match xterm's modifier bits (the CSI modifier parameter minus one).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The modifier bits: 1 Shift, 2 Alt, 4 Control.
  public let rawValue: UInt8

  /// The modifiers whose bits are set in `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt (Option, or Meta when the terminal sends ESC before the key).
  public static let alt = KeyModifiers(rawValue: 2)
  /// Control.
  public static let control = KeyModifiers(rawValue: 4)

  /// The modifiers of an xterm modifier parameter (`CSI 1;5A` has parameter 5: Control); bits
  /// above Control (Meta, Super, …) are dropped.
  init(xtermParameter parameter: Int) {
    self.init(rawValue: parameter > 1 ? UInt8(truncatingIfNeeded: parameter - 1) & 0b111 : 0)
  }
}
