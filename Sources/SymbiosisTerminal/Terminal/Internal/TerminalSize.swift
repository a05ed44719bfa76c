#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal in character cells.
package enum TerminalSize {
  /// The size of the terminal on `fileDescriptor`, or nil when it is not a terminal or reports
  /// no size (a zero width or height, as some pseudo-terminals do before they are sized).
  package static func current(fileDescriptor: Int32 = STDOUT_FILENO) -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}
