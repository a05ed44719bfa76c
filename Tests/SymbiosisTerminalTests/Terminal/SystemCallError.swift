#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A system call a test needed failed.
struct SystemCallError: Error, CustomStringConvertible {
  let call: String
  let code: Int32

  init(_ call: String) {
    self.call = call
    code = errno
  }

  var description: String { "\(call) failed: errno \(code)" }
}
