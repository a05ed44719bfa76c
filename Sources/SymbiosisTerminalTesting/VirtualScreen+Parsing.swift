import Foundation
import SymbiosisTerminal

extension VirtualScreen {
  /// Applies `bytes` as a terminal would; a frame's bytes are expected whole, so text and
  /// escape sequences left unfinished at the end are noted as problems.
  public mutating func apply(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { consume(byte) }
    flushText()
    if parser != .ground {
      problem("bytes ended inside an escape sequence")
      parser = .ground
    }
  }

  private mutating func consume(_ byte: UInt8) {
    switch parser {
    case .ground:
      if byte == 0x1B {
        flushText()
        parser = .escape
      } else if byte < 0x20 || byte == 0x7F {
        flushText()
        control(byte)
      } else {
        text.append(byte)
      }
    case .escape:
      if byte == 0x5B {
        sequence.removeAll(keepingCapacity: true)
        parser = .controlSequence
      } else if byte == 0x5D {
        sequence.removeAll(keepingCapacity: true)
        parser = .operatingSystemCommand
      } else {
        problem("unsupported escape ESC \(byte)")
        parser = .ground
      }
    case .controlSequence:
      if (0x40...0x7E).contains(byte) {
        parser = .ground
        dispatch(final: byte)
      } else if (0x20...0x3F).contains(byte) {
        sequence.append(byte)
      } else {
        problem("byte \(byte) inside a control sequence")
        parser = .ground
      }
    case .operatingSystemCommand:
      if byte == 0x07 {
        parser = .ground
        dispatchOperatingSystemCommand()
      } else if byte == 0x1B {
        parser = .operatingSystemCommandEscape
      } else {
        sequence.append(byte)
      }
    case .operatingSystemCommandEscape:
      parser = .ground
      if byte == 0x5C {
        dispatchOperatingSystemCommand()
      } else {
        problem("ESC \(byte) inside an operating system command")
      }
    }
  }

  /// Carries out the operating system command in ``sequence``: only OSC 52, a clipboard copy.
  private mutating func dispatchOperatingSystemCommand() {
    let fields = sequence.split(separator: 0x3B, maxSplits: 2, omittingEmptySubsequences: false)
    guard fields.count == 3, fields[0].elementsEqual("52".utf8) else {
      problem("unsupported OSC \(String(decoding: fields.first ?? [], as: UTF8.self))")
      return
    }
    guard let data = Data(base64Encoded: Data(fields[2])),
      let text = String(validating: Array(data), as: UTF8.self)
    else {
      problem("OSC 52 with a payload that is not base64 of UTF-8")
      return
    }
    clipboard = text
  }

  /// Prints the text gathered since the last control or escape, grapheme by grapheme.
  private mutating func flushText() {
    guard !text.isEmpty else { return }
    let string: String
    if let valid = String(validating: text, as: UTF8.self) {
      string = valid
    } else {
      problem("invalid UTF-8 \(text)")
      string = String(decoding: text, as: UTF8.self)
    }
    text.removeAll(keepingCapacity: true)
    for character in string { print(character) }
  }

  private mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x0D:
      x = 0
      pendingWrap = false
    case 0x0A:
      lineFeed()
    case 0x08:
      x = max(0, x - 1)
      pendingWrap = false
    case 0x07:
      break
    default:
      problem("unsupported control \(byte)")
    }
  }

  // MARK: - Control sequences

  private mutating func dispatch(final: UInt8) {
    var body = sequence[...]
    var marker: UInt8?
    if let first = body.first, (0x3C...0x3F).contains(first) {
      marker = first
      body = body.dropFirst()
    }
    guard let parameters = parseParameters(body) else { return }
    let sequenceName =
      "CSI \(String(decoding: sequence, as: UTF8.self))\(Character(Unicode.Scalar(final)))"
    if let marker {
      guard marker == 0x3F, final == 0x68 || final == 0x6C else {
        problem("unsupported \(sequenceName)")
        return
      }
      for mode in parameters where mode == 25 { isCursorVisible = final == 0x68 }
      return
    }
    switch final {
    case 0x48, 0x66:
      moveTo(row: parameters.first ?? nil, column: parameters.dropFirst().first ?? nil)
    case 0x41: moveVertically(by: -count(parameters))
    case 0x42: moveVertically(by: count(parameters))
    case 0x43: moveHorizontally(by: count(parameters))
    case 0x44: moveHorizontally(by: -count(parameters))
    case 0x47: moveTo(row: y + 1, column: parameters.first ?? nil)
    case 0x64: moveTo(row: parameters.first ?? nil, column: x + 1)
    case 0x58: eraseCharacters(count(parameters))
    case 0x4B: eraseInLine(parameters.first.flatMap { $0 } ?? 0)
    case 0x4A: eraseInDisplay(parameters.first.flatMap { $0 } ?? 0)
    case 0x53: scroll(up: count(parameters))
    case 0x54: scroll(down: count(parameters))
    case 0x72: setScrollRegion(parameters)
    case 0x6D: selectGraphicRendition(parameters)
    default: problem("unsupported \(sequenceName)")
    }
  }

  /// The numbers of a sequence, nil for an empty one; nil overall (and a problem noted) when
  /// the sequence has bytes this screen does not parse.
  private mutating func parseParameters(_ body: ArraySlice<UInt8>) -> [Int?]? {
    var parameters: [Int?] = []
    var current: Int?
    for byte in body {
      switch byte {
      case 0x30...0x39:
        current = min((current ?? 0) * 10 + Int(byte - 0x30), 100_000)
      case 0x3B:
        parameters.append(current)
        current = nil
      default:
        problem("unsupported byte \(byte) in parameters")
        return nil
      }
    }
    parameters.append(current)
    return parameters
  }

  /// The count a move or erase takes: 1 when absent or 0.
  private func count(_ parameters: [Int?]) -> Int {
    max(1, parameters.first.flatMap { $0 } ?? 1)
  }

  private mutating func moveTo(row: Int?, column: Int?) {
    let row = max(1, row ?? 1)
    let column = max(1, column ?? 1)
    if row > height || column > width {
      problem("moved to row \(row), column \(column): off screen")
    }
    y = min(row, height) - 1
    x = min(column, width) - 1
    pendingWrap = false
  }

  private mutating func moveVertically(by distance: Int) {
    let target = y + distance
    if target < 0 || target >= height { problem("moved \(distance) rows: off screen") }
    y = min(max(target, 0), height - 1)
    pendingWrap = false
  }

  private mutating func moveHorizontally(by distance: Int) {
    if pendingWrap { problem("moved \(distance) columns while a wrap was pending") }
    let target = x + distance
    if target < 0 || target >= width { problem("moved \(distance) columns: off screen") }
    x = min(max(target, 0), width - 1)
    pendingWrap = false
  }

  private mutating func eraseCharacters(_ count: Int) {
    if pendingWrap { problem("erased characters while a wrap was pending") }
    erase(row: y, columns: x..<(x + min(count, width)))
  }

  private mutating func eraseInLine(_ mode: Int) {
    if pendingWrap { problem("erased in line while a wrap was pending") }
    switch mode {
    case 0: erase(row: y, columns: x..<width)
    case 1: erase(row: y, columns: 0..<(x + 1))
    case 2: erase(row: y, columns: 0..<width)
    default: problem("unsupported erase in line \(mode)")
    }
  }

  private mutating func eraseInDisplay(_ mode: Int) {
    switch mode {
    case 0:
      erase(row: y, columns: x..<width)
      for row in (y + 1)..<max(y + 1, height) { erase(row: row, columns: 0..<width) }
    case 1:
      for row in 0..<y { erase(row: row, columns: 0..<width) }
      erase(row: y, columns: 0..<(x + 1))
    case 2, 3:
      for row in 0..<height { erase(row: row, columns: 0..<width) }
    default:
      problem("unsupported erase in display \(mode)")
    }
  }

  private mutating func setScrollRegion(_ parameters: [Int?]) {
    let top = max(1, parameters.first.flatMap { $0 } ?? 1)
    let bottom = parameters.dropFirst().first.flatMap { $0 } ?? height
    guard top < bottom, bottom <= height else {
      problem("invalid scroll region \(top);\(bottom)")
      return
    }
    scrollTop = top - 1
    scrollBottom = bottom - 1
    x = 0
    y = 0
    pendingWrap = false
  }
}
