import Foundation
import Symbiosis
import SymbiosisTesting
import Synchronization
import Testing

@testable import SymbiosisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opening links with fake browsers: shell scripts that write what they were given, and where
/// their standard input and output went, to a file.
@Suite("System URL opener")
struct SystemURLOpenerTests {
  /// A directory of fake browsers, removed when the test ends.
  final class Browsers {
    let directory: URL
    let record: URL

    init() throws {
      directory = FileManager.default.temporaryDirectory
        .appending(path: "symbiosis-browsers-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      record = directory.appending(path: "record")
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// A script called `name` that records its arguments and its descriptors, then exits with
    /// `status`; it prints too, which must not reach anyone. Given a `fifo`, it records its
    /// process id, then waits for a line on the FIFO (a browser the user has not quit yet) and
    /// records "released" before it exits.
    @discardableResult
    func script(_ name: String, exitStatus status: Int = 0, waitingFor fifo: URL? = nil) throws
      -> String
    {
      let path = directory.appending(path: name).path
      let wait = fifo.map { "echo \"pid $$\" >> \"$RECORD\"; read line < '\($0.path)'; " } ?? ""
      let body = """
        #!/bin/sh
        echo "\(name)" >> "$RECORD"
        for argument in "$@"; do echo "argument $argument" >> "$RECORD"; done
        for fd in 0 1 2; do
          if [ /proc/$$/fd/$fd -ef /dev/null ]; then echo "fd $fd null" >> "$RECORD"; fi
        done
        echo "drawn over the app"
        echo "drawn over the app" >&2
        \(wait)\(fifo == nil ? "" : "echo released >> \"$RECORD\"")
        exit \(status)

        """
      // Closed on exec, so that a process another test starts meanwhile does not keep the
      // script open for writing, which would make running it fail as busy.
      let descriptor = open(path, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o755)
      guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
      defer { close(descriptor) }
      let bytes = Array(body.utf8)
      guard write(descriptor, bytes, bytes.count) == bytes.count else {
        throw CocoaError(.fileWriteUnknown)
      }
      return path
    }

    /// An opener of these browsers; its clock by default never moves, so it waits for every
    /// program to exit however slow the machine.
    func opener(
      browser: String? = nil, path: String = "", clock: any Clock<Duration> = ControllableClock()
    ) -> SystemURLOpener {
      var environment = ["PATH": path, "RECORD": record.path]
      environment["BROWSER"] = browser
      return SystemURLOpener(environment: environment, clock: clock)
    }

    /// A FIFO in the directory, for a script to wait on.
    func fifo() throws -> URL {
      let fifo = directory.appending(path: "release")
      guard mkfifo(fifo.path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
      return fifo
    }

    /// Writes a line to `fifo` if a script is reading it; whether one was.
    func release(_ fifo: URL) -> Bool {
      let descriptor = open(fifo.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else { return false }
      defer { close(descriptor) }
      return write(descriptor, "\n", 1) == 1
    }

    var recorded: [String] {
      ((try? String(contentsOf: record, encoding: .utf8)) ?? "").split(separator: "\n").map(
        String.init)
    }
  }

  private let link = URL(string: "https://example.com/people?name=anita%20b")!
  private let nullDescriptors = ["fd 0 null", "fd 1 null", "fd 2 null"]

  @Test func theBrowserGetsTheLinkInPlaceOfPercentS() async throws {
    let browsers = try Browsers()
    let browser = try browsers.script("browser")
    try await browsers.opener(browser: "\(browser) --new-tab %s 100%%").open(link)
    #expect(
      browsers.recorded
        == ["browser", "argument --new-tab", "argument \(link.absoluteString)", "argument 100%"]
        + nullDescriptors)
  }

  @Test func aBrowserWithoutPercentSGetsTheLinkLast() async throws {
    let browsers = try Browsers()
    let browser = try browsers.script("browser")
    try await browsers.opener(browser: "\(browser) --private").open(link)
    #expect(
      browsers.recorded
        == ["browser", "argument --private", "argument \(link.absoluteString)"] + nullDescriptors)
  }

  @Test func browsersAreTriedInOrderPastMissingAndFailingOnes() async throws {
    let browsers = try Browsers()
    let failing = try browsers.script("failing", exitStatus: 3)
    let working = try browsers.script("working")
    try await browsers.opener(
      browser: "no-such-browser:\(browsers.directory.path)/missing:\(failing)::\(working)"
    ).open(link)
    #expect(
      browsers.recorded.filter { !$0.hasPrefix("fd") && !$0.hasPrefix("argument") }
        == ["failing", "working"])
  }

  @Test func xdgOpenOnPathOpensWhenNoBrowserIsSet() async throws {
    let browsers = try Browsers()
    try browsers.script("xdg-open")
    try await browsers.opener(path: "/nonexistent:\(browsers.directory.path)").open(link)
    #expect(browsers.recorded == ["xdg-open", "argument \(link.absoluteString)"] + nullDescriptors)
  }

  @Test func withNoBrowserAndAnEmptyPathOpeningIsUnavailable() async throws {
    let browsers = try Browsers()
    await #expect(throws: ServiceUnavailable("Opening links")) {
      try await browsers.opener(browser: "firefox:chromium", path: "").open(link)
    }
  }

  /// A browser started afresh runs until the user quits it: opening returns once the wait
  /// for a quick failure is over, leaves it running, and reaps it when it quits, failing or
  /// not.
  @Test func aBrowserThatKeepsRunningIsLeftRunningAndReapedWhenItQuits() async throws {
    let browsers = try Browsers()
    let fifo = try browsers.fifo()
    let browser = try browsers.script("browser", exitStatus: 1, waitingFor: fifo)
    let clock = ControllableClock()
    let opener = browsers.opener(browser: browser, clock: clock)
    let opened = Flag()
    let opening = Task {
      try await opener.open(link)
      opened.raise()
    }
    let pid = try await browserPid(browsers)
    // Whatever happens, the browser quits, so no process outlives the test.
    defer { _ = browsers.release(fifo) }
    try await waitUntil("the opener waits on the clock") { clock.sleeperCount > 0 }
    await clock.advance(by: SystemURLOpener.patience - .milliseconds(1))
    #expect(!opened.isRaised)
    await clock.advance(by: .milliseconds(1))
    try await waitUntil("opening returns") { opened.isRaised }
    try await opening.value
    #expect(!browsers.recorded.contains("released"), "the browser is still running")
    #expect(kill(pid, 0) == 0)
    try await waitUntil("the browser reads the FIFO") { browsers.release(fifo) }
    try await waitUntil("the browser is reaped") { kill(pid, 0) == -1 && errno == ESRCH }
    #expect(browsers.recorded.contains("released"))
  }

  /// Whether something happened, for a test to wait on.
  private final class Flag: Sendable {
    private let state = Mutex(false)
    var isRaised: Bool { state.withLock { $0 } }
    func raise() { state.withLock { $0 = true } }
  }

  /// The process id the fake browser recorded once it started.
  private func browserPid(_ browsers: Browsers) async throws -> pid_t {
    var pid: pid_t?
    try await waitUntil("the browser starts") {
      pid =
        browsers.recorded.lazy.compactMap { line in
          line.hasPrefix("pid ") ? pid_t(line.dropFirst(4)) : nil
        }.first
      return pid != nil
    }
    return try #require(pid)
  }

  /// However slow the machine, a program that fails at once is waited for (this clock never
  /// moves) and its failure is the error; the wait's timer goes with it.
  @Test func aBrowserThatFailsAtOnceIsAnError() async throws {
    let browsers = try Browsers()
    let failing = try browsers.script("failing", exitStatus: 1)
    let clock = ControllableClock()
    await #expect(throws: LinkOpeningError.failed(command: failing, status: 1)) {
      try await browsers.opener(browser: failing, clock: clock).open(link)
    }
    try await waitUntil("the timer is cancelled") { clock.sleeperCount == 0 }
  }

  @Test func whenEveryProgramFailsTheLastFailureIsTheError() async throws {
    let browsers = try Browsers()
    let failing = try browsers.script("failing", exitStatus: 4)
    await #expect(throws: LinkOpeningError.failed(command: failing, status: 4)) {
      try await browsers.opener(browser: failing).open(link)
    }
  }

  /// An option-like or script link never reaches a program's command line.
  @Test(arguments: ["--help", "-x", "javascript:alert(1)", "ftp://example.com", "file"])
  func linksOfOtherSchemesAreRefusedBeforeAnyProgramRuns(_ text: String) async throws {
    let browsers = try Browsers()
    let browser = try browsers.script("browser")
    let url = try #require(URL(string: text))
    await #expect(throws: LinkOpeningError.unsupportedLink(url.absoluteString)) {
      try await browsers.opener(browser: browser).open(url)
    }
    #expect(browsers.recorded.isEmpty)
  }

  @Test func mailAndFileLinksOpen() async throws {
    let browsers = try Browsers()
    let browser = try browsers.script("browser")
    let opener = browsers.opener(browser: browser)
    try await opener.open(URL(string: "mailto:anita@example.com")!)
    try await opener.open(URL(fileURLWithPath: "/tmp/notes.txt"))
    #expect(browsers.recorded.contains("argument mailto:anita@example.com"))
    #expect(browsers.recorded.contains("argument file:///tmp/notes.txt"))
  }
}
