#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the terminal could not be set up or used.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file descriptor is not a terminal (output redirected to a file or a pipe, say).
  case notATerminal(fileDescriptor: Int32)
  /// A system call failed with `errno`.
  case systemCall(name: String, errno: Int32)

  /// What went wrong, in words.
  public var description: String {
    switch self {
    case .notATerminal(let fileDescriptor):
      "file descriptor \(fileDescriptor) is not a terminal"
    case .systemCall(let name, let code):
      "\(name) failed: \(String(cString: strerror(code))) (errno \(code))"
    }
  }

  /// The error of the system call `name` that just failed, read from `errno`.
  static func lastSystemCall(_ name: String) -> TerminalError {
    .systemCall(name: name, errno: errno)
  }
}
