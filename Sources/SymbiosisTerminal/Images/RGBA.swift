/// One pixel: 8-bit sRGB red, green and blue with straight (not premultiplied) alpha.
public struct RGBA: Hashable, Sendable {
  /// Red, 0...255.
  public var r: UInt8
  /// Green, 0...255.
  public var g: UInt8
  /// Blue, 0...255.
  public var b: UInt8
  /// Opacity: 0 is fully transparent, 255 fully opaque.
  public var a: UInt8

  /// A pixel from its channels; opaque unless `a` says otherwise.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// Fully transparent black.
  public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
  /// Opaque black.
  public static let black = RGBA(r: 0, g: 0, b: 0)
  /// Opaque white.
  public static let white = RGBA(r: 255, g: 255, b: 255)

  /// This pixel drawn over `background` (taken as opaque): an opaque pixel, as a terminal cell
  /// can only show opaque colours.
  public func composited(over background: RGBA) -> RGBA {
    if a == 255 { return self }
    let alpha = UInt32(a)
    func blend(_ front: UInt8, _ back: UInt8) -> UInt8 {
      UInt8((UInt32(front) * alpha + UInt32(back) * (255 - alpha) + 127) / 255)
    }
    return RGBA(r: blend(r, background.r), g: blend(g, background.g), b: blend(b, background.b))
  }

  /// The terminal colour showing this pixel, ignoring alpha.
  public var color: Color { .rgb(r, g, b) }
}
