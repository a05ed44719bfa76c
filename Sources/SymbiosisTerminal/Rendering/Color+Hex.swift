extension Color {
  /// The 24-bit colour a CSS-style `#rrggbb` (or `rrggbb`) string names, in either case; `nil`
  /// for anything else, so a model's colour from a file or a server never crashes a view.
  public init?(hex: String) {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16)
    else { return nil }
    self = .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
  }
}
