import Foundation
import SymbiosisTesting
import Testing

@testable import Symbiosis
@testable import SymbiosisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `printf '' | people --text`: the root view starts its load while it is built, before the
/// app runs, and text mode still waits for it and prints what it loaded.
@Suite("Text mode waits for work started before the run")
struct TextModePreRunWorkTests {
  /// In a process of its own, since a program's run waits for all the work started outside
  /// any tracker, which in this process is every test's.
  @Test func theLoadStartedWhileBuildingTheRootViewIsWaitedForAndPrinted() async {
    await #expect(processExitsWith: .exitCode(0)) {
      await PreRunLoadProgram.run()
    }
  }
}

/// A program as a user writes it: build the view, make the app, run it, with empty input.
private enum PreRunLoadProgram {
  @MainActor
  static func run() async {
    let output = "/tmp/symbiosis-pre-run-\(getpid())"
    var input: [Int32] = [0, 0]
    let file = open(output, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
    guard pipe(&input) == 0, file >= 0 else { _exit(91) }
    close(input[1])
    dup2(input[0], STDIN_FILENO)
    dup2(file, STDOUT_FILENO)
    let names = Gate<String>()
    let ages = Gate<Int>()
    let view = PersonView(name: DataSource(load: names.load), age: DataSource(load: ages.load))
    // The load answers only once the run waits for it: had the run not waited, it would have
    // ended first, with only "Loading…" printed. The age loads once the name has: work that
    // work started before the run started, which the run waits for too.
    Task.detached {
      try? await waitUntil { PendingWork.unscoped.isAwaited }
      try? await names.answer(.success("Anita"))
      try? await ages.answer(.success(34))
    }
    guard (try? await App(root: view).run(textMode: true)) != nil else { _exit(92) }
    let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    unlink(output)
    let frames = printed.split(separator: "\u{0C}")
    guard frames.first?.contains("Loading…") == true else { _exit(93) }
    guard let last = frames.last, last.contains("Anita"), last.contains("age 34") else {
      _exit(94)
    }
    exit(0)
  }
}

/// A person's name and age: the name starts loading as the view is made, the age once the name
/// has come.
private final class PersonView: View {
  let name: DataSource<String>
  let age: DataSource<Int>
  let nameLabel = Label("")
  let ageLabel = Label("")

  init(name: DataSource<String>, age: DataSource<Int>) {
    self.name = name
    self.age = age
    super.init()
    addSubview(nameLabel)
    addSubview(ageLabel)
    name.refresh()
    nameLabel.reactive.text <~ name.value.map { $0 ?? "Loading…" }
    ageLabel.reactive.text <~ age.value.map { $0.map { "age \($0)" } ?? "" }
    let loadAge = { @MainActor [age] (name: String?) in if name != nil { age.refresh() } }
    loadAge <~ name.value
  }

  override func layoutSubviews() {
    nameLabel.frame = Rect(x: 0, y: 0, width: frame.width, height: 1)
    ageLabel.frame = Rect(x: 0, y: 1, width: frame.width, height: 1)
  }
}
