#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every field of a terminal's settings, comparable (`termios` has padding, so its bytes are not).
struct TermiosSnapshot: Equatable {
  let inputFlags: UInt
  let outputFlags: UInt
  let controlFlags: UInt
  let localFlags: UInt
  let controlCharacters: [UInt8]
  let inputSpeed: UInt
  let outputSpeed: UInt

  /// The settings of the terminal on `fileDescriptor`.
  init(fileDescriptor: Int32) throws {
    var settings = termios()
    guard tcgetattr(fileDescriptor, &settings) == 0 else { throw SystemCallError("tcgetattr") }
    inputFlags = UInt(settings.c_iflag)
    outputFlags = UInt(settings.c_oflag)
    controlFlags = UInt(settings.c_cflag)
    localFlags = UInt(settings.c_lflag)
    controlCharacters = withUnsafeBytes(of: settings.c_cc) { Array($0) }
    inputSpeed = UInt(cfgetispeed(&settings))
    outputSpeed = UInt(cfgetospeed(&settings))
  }

  func hasInput(_ flag: Int32) -> Bool { inputFlags & UInt(flag) != 0 }
  func hasOutput(_ flag: Int32) -> Bool { outputFlags & UInt(flag) != 0 }
  func hasLocal(_ flag: Int32) -> Bool { localFlags & UInt(flag) != 0 }
}
