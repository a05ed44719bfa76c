import SymbiosisTerminal

extension VirtualScreen {
  /// Applies SGR parameters to the pen.
  mutating func selectGraphicRendition(_ parameters: [Int?]) {
    var style = Style(packed: pen)
    var index = 0
    while index < parameters.count {
      let code = parameters[index] ?? 0
      index += 1
      switch code {
      case 0: style = .plain
      case 1: style.attributes.insert(.bold)
      case 2: style.attributes.insert(.dim)
      case 3: style.attributes.insert(.italic)
      case 4: style.attributes.insert(.underline)
      case 7: style.attributes.insert(.reverse)
      case 9: style.attributes.insert(.strikethrough)
      case 22: style.attributes.subtract([.bold, .dim])
      case 23: style.attributes.remove(.italic)
      case 24: style.attributes.remove(.underline)
      case 27: style.attributes.remove(.reverse)
      case 29: style.attributes.remove(.strikethrough)
      case 30...37: style.foreground = .ansi(UInt8(code - 30))
      case 39: style.foreground = .default
      case 40...47: style.background = .ansi(UInt8(code - 40))
      case 49: style.background = .default
      case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
      case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
      case 38, 48:
        guard let color = extendedColor(parameters, at: &index) else { return }
        if code == 38 { style.foreground = color } else { style.background = color }
      default:
        problem("unsupported SGR \(code)")
        return
      }
    }
    pen = style.packed
  }

  /// The colour of a 38 or 48 parameter, whose arguments start at `index`: `5;n` or `2;r;g;b`.
  private mutating func extendedColor(_ parameters: [Int?], at index: inout Int) -> Color? {
    func argument(_ offset: Int) -> UInt8? {
      let position = index + offset
      guard position < parameters.count, let value = parameters[position], value <= 255 else {
        return nil
      }
      return UInt8(value)
    }
    switch index < parameters.count ? parameters[index] : nil {
    case 5:
      guard let value = argument(1) else { break }
      index += 2
      return .indexed(value)
    case 2:
      guard let red = argument(1), let green = argument(2), let blue = argument(3) else { break }
      index += 4
      return .rgb(red, green, blue)
    default:
      break
    }
    problem("malformed extended colour in SGR \(parameters)")
    return nil
  }
}
