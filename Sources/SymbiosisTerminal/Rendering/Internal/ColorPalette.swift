/// The xterm 256-colour palette, to find the nearest colour a lesser terminal can show.
enum ColorPalette {
  /// The six channel levels of the 6 × 6 × 6 colour cube (indexes 16–231).
  private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// xterm's default values of the 16 ANSI colours; a user's theme may differ, but this is what
  /// "nearest" is measured against.
  private static let ansiValues: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The nearest ANSI colour of each of the 256, computed once.
  private static let ansiOfIndexed: [UInt8] = (0..<256).map { index in
    guard index >= 16 else { return UInt8(index) }
    return nearest(to: rgb(ofIndexed: UInt8(index)))
  }

  /// The RGB value indexed colour `index` shows in xterm.
  static func rgb(ofIndexed index: UInt8) -> (Int, Int, Int) {
    let index = Int(index)
    if index < 16 { return ansiValues[index] }
    if index >= 232 {
      let level = 8 + 10 * (index - 232)
      return (level, level, level)
    }
    let cube = index - 16
    return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
  }

  /// The indexed colour (from the cube or the grey ramp) nearest to an RGB value.
  ///
  /// The 16 themed colours are never chosen: their values depend on the user's theme.
  static func nearestIndexed(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    let value = (Int(red), Int(green), Int(blue))
    let cube = (cubeStep(value.0), cubeStep(value.1), cubeStep(value.2))
    let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
    let cubeValue = (cubeLevels[cube.0], cubeLevels[cube.1], cubeLevels[cube.2])
    let average = (value.0 + value.1 + value.2) / 3
    let greyStep = min(23, max(0, (average - 3) / 10))
    let greyLevel = 8 + 10 * greyStep
    let greyDistance = squaredDistance(value, (greyLevel, greyLevel, greyLevel))
    if greyDistance < squaredDistance(value, cubeValue) { return UInt8(232 + greyStep) }
    return UInt8(cubeIndex)
  }

  /// The ANSI colour (0–15) nearest to indexed colour `index`.
  static func nearestANSI(toIndexed index: UInt8) -> UInt8 {
    ansiOfIndexed[Int(index)]
  }

  /// The ANSI colour (0–15) whose xterm value is nearest to an RGB value; of two as near, the
  /// lower number.
  static func nearestANSI(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    nearest(to: (Int(red), Int(green), Int(blue)))
  }

  /// The ANSI colour nearest to `value`; of two as near, the lower number.
  private static func nearest(to value: (Int, Int, Int)) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (candidate, ansi) in ansiValues.enumerated() {
      let distance = squaredDistance(value, ansi)
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
    }
    return UInt8(best)
  }

  /// The cube level (0–5) nearest to a channel value.
  private static func cubeStep(_ channel: Int) -> Int {
    if channel < 48 { return 0 }
    if channel < 115 { return 1 }
    return (channel - 35) / 40
  }

  private static func squaredDistance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let red = a.0 - b.0
    let green = a.1 - b.1
    let blue = a.2 - b.2
    return red * red + green * green + blue * blue
  }
}
