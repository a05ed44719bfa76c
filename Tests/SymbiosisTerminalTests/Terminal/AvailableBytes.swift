#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes waiting to be read on `fileDescriptor` (one read's worth), without blocking even
/// on a blocking descriptor.
func availableBytes(on fileDescriptor: Int32) -> [UInt8] {
  var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
  guard poll(&descriptor, 1, 0) > 0 else { return [] }
  var buffer = [UInt8](repeating: 0, count: 4096)
  let count = read(fileDescriptor, &buffer, buffer.count)
  return count > 0 ? Array(buffer[..<count]) : []
}
