import Testing

@testable import PeopleDemo

/// People's command line: every scene-file app's options, the terminal's and its own, as they
/// have always been spelled.
@Suite("People's command line")
struct PeopleCommandLineTests {
  @Test func everyOptionParsesTogether() throws {
    let people = try PeopleMain.parse([
      "--check", "--preview", "Person", "--scenes", "elsewhere", "--text", "--no-live-reload",
      "--file", "people.json",
    ])
    #expect(people.scenes.check && people.scenes.preview == "Person")
    #expect(people.scenes.scenes == "elsewhere" && !people.scenes.isLiveReloading)
    #expect(people.terminal.text && people.file == "people.json")
  }

  @Test func eachOptionParsesAlone() throws {
    #expect(try PeopleMain.parse(["--check"]).scenes.check)
    #expect(try PeopleMain.parse(["--preview", "Person"]).scenes.preview == "Person")
    #expect(try PeopleMain.parse(["--text"]).terminal.text)
    #expect(try PeopleMain.parse(["--live-reload"]).scenes.isLiveReloading)
  }
}
