import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Tells which files of a directory were written, renamed or removed, as the kernel reports
/// them (inotify on Linux), so that a watcher costs nothing while nothing changes.
///
/// A thread of its own sleeps in `poll(2)` on the inotify descriptor and on a pipe that
/// ``cancel()`` writes to: no timer, no wake-up while the directory is quiet. A file counts
/// when it is closed after writing, renamed in or out, removed, linked in or has its
/// permissions changed; a file is not read while it is being written. Where inotify is not
/// there (another system, no descriptors left, a directory that does not exist) ``init(directory:accepts:)``
/// fails and the watcher polls instead.
final class DirectoryNotifier: Sendable {
  /// What one wake-up found.
  enum Batch: Sendable, Equatable {
    /// These files (accepted names only) changed.
    case files(Set<String>)
    /// The kernel dropped events (its queue overflowed): any file may have changed.
    case everything
  }

  /// Each wake-up's changes; it ends when the directory itself is removed or moved, or on
  /// ``cancel()``.
  let batches: AsyncStream<Batch>
  #if canImport(Glibc)
    private let inotify: Int32
    /// The pipe ``cancel()`` writes a byte into, to wake the thread: its two ends.
    private let wake: Int32
    private let wakeWriter: Int32
  #endif

  #if canImport(Glibc)
    /// Notifies of the files of `directory` whose names `accepts`, or nil without inotify.
    init?(directory: URL, accepts: @escaping @Sendable (String) -> Bool) {
      let inotify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      guard inotify >= 0 else { return nil }
      var pipeEnds: [Int32] = [0, 0]
      guard pipe(&pipeEnds) == 0 else {
        close(inotify)
        return nil
      }
      for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      // A cancel never blocks, however often it is called.
      _ = fcntl(pipeEnds[1], F_SETFL, O_NONBLOCK)
      let mask =
        UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_DELETE)
        | UInt32(IN_CREATE) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
        | UInt32(IN_ONLYDIR)
      guard inotify_add_watch(inotify, directory.path, mask) >= 0 else {
        close(inotify)
        for end in pipeEnds { close(end) }
        return nil
      }
      self.inotify = inotify
      wake = pipeEnds[0]
      wakeWriter = pipeEnds[1]
      let (batches, continuation) = AsyncStream<Batch>.makeStream()
      self.batches = batches
      continuation.onTermination = { [weak self] _ in self?.cancel() }
      let thread = Thread { [self] in
        self.run(directory: directory, accepts: accepts, continuation: continuation)
      }
      thread.name = "Symbiosis scene watcher"
      thread.start()
    }

    deinit {
      close(inotify)
      close(wake)
      close(wakeWriter)
    }

    /// Stops notifying; ``batches`` ends. The thread holds the notifier until it has stopped,
    /// so the descriptors written to here are still open.
    func cancel() {
      var one: UInt8 = 1
      _ = write(wakeWriter, &one, 1)
    }

    /// The thread's loop: sleeps until the kernel has news or ``cancel()`` is called.
    private func run(
      directory: URL, accepts: (String) -> Bool, continuation: AsyncStream<Batch>.Continuation
    ) {
      defer { continuation.finish() }
      let size = 64 * 1024
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
      defer { buffer.deallocate() }
      while true {
        var descriptors = [
          pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
          pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, -1)
        if ready < 0 {
          if errno == EINTR { continue }
          return
        }
        if descriptors[1].revents != 0 { return }
        var names: Set<String> = []
        var everything = false
        var lost = false
        while true {
          let count = read(inotify, buffer, size)
          guard count > 0 else { break }
          Self.events(in: UnsafeRawBufferPointer(start: buffer, count: count)) { mask, name in
            if mask & UInt32(IN_Q_OVERFLOW) != 0 { everything = true }
            if mask & (UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_IGNORED)) != 0 {
              lost = true
            }
            guard let name, accepts(name) else { return }
            // A new regular file is read when it is closed after writing, not while it is
            // empty; a link made in the directory has no such close.
            if mask & UInt32(IN_CREATE) != 0 {
              var info = stat()
              let path = directory.appending(path: name).path
              guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return }
            }
            names.insert(name)
          }
        }
        if everything {
          continuation.yield(.everything)
        } else if !names.isEmpty {
          continuation.yield(.files(names))
        }
        if lost { return }
      }
    }

    /// Calls `body` with each event's mask and name (nil for the directory's own events).
    private static func events(
      in bytes: UnsafeRawBufferPointer, _ body: (UInt32, String?) -> Void
    ) {
      let header = MemoryLayout<inotify_event>.size
      var offset = 0
      while offset + header <= bytes.count {
        let mask = bytes.loadUnaligned(
          fromByteOffset: offset + MemoryLayout<inotify_event>.offset(of: \.mask)!,
          as: UInt32.self)
        let length = Int(
          bytes.loadUnaligned(
            fromByteOffset: offset + MemoryLayout<inotify_event>.offset(of: \.len)!,
            as: UInt32.self))
        let start = offset + header
        let end = min(start + length, bytes.count)
        let field = bytes[start..<end]
        let name = field.prefix { $0 != 0 }
        body(mask, name.isEmpty ? nil : String(decoding: name, as: UTF8.self))
        offset = start + length
      }
    }
  #else
    /// Without inotify there is nothing to notify with: the watcher polls.
    init?(directory: URL, accepts: @escaping @Sendable (String) -> Bool) { return nil }

    /// Stops notifying.
    func cancel() {}
  #endif
}
