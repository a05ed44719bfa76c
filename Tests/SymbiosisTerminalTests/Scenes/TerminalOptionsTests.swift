import ArgumentParser
import SymbiosisScenes
import SymbiosisTerminal
import Testing

/// The terminal's own options, beside the scene options every platform shares, on one command
/// line as a scene-file app on the terminal takes them.
@Suite("The terminal's options")
struct TerminalOptionsTests {
  /// A scene-file app's command, as People's.
  struct Command: ParsableCommand {
    @OptionGroup var scenes: SceneOptions
    @OptionGroup var terminal: TerminalOptions
  }

  @Test func textParsesBesideTheSceneOptions() throws {
    let command = try Command.parse([
      "--text", "--scenes", "here", "--check", "--preview", "Person", "--no-live-reload",
    ])
    #expect(command.terminal.text && command.scenes.check && command.scenes.scenes == "here")
    #expect(command.scenes.preview == "Person" && command.scenes.liveReload == false)
    #expect(try !Command.parse([]).terminal.text)
  }

  @Test func theSceneOptionsDoNotTakeText() {
    #expect(throws: (any Error).self) { try SceneOptions.parse(["--text"]) }
  }
}
