import Foundation
import Symbiosis
import Testing

@_spi(Internals) @testable import SymbiosisScenes

/// Scene files are user input: files made to be slow or deep, within the size a scene file may
/// have, are read and checked in time linear in their size, and answer with their problems.
/// Each test's file was slow (or overflowed the stack) before its fix; the limit is a hang
/// guard, not a speed bound (five minutes, as the other long suites': a full parallel run
/// keeps the main actor busy).
@MainActor
@Suite(.timeLimit(.minutes(5))) struct HostileSceneFileTests {
  let platform = StandInPlatform()

  func problems(_ text: String) -> [SceneDiagnostic] {
    do {
      _ = try SceneLibrary(
        files: [("T.scene.yaml", text)], types: .people, platform: platform)
      return []
    } catch {
      return error.diagnostics
    }
  }

  @Test func aTextOfManyReferencesOrLoneBracesIsReadInLinearTime() {
    let count = 300_000
    let references = String(repeating: "{a}", count: count)
    let (read, _) = TextTemplate.parse(SceneNode(.scalar(references), at: place(1, 1)))
    #expect(read?.references.count == count)
    #expect(read?.references.last?.parts.first?.location == place(1, 3 * count - 1))
    let braces = String(repeating: "}a", count: count)
    let (_, problems) = TextTemplate.parse(SceneNode(.scalar(braces), at: place(1, 1)))
    #expect(problems.count == count)
    #expect(problems.last?.location == place(1, 2 * count - 1))
  }

  @Test func longMisspeltNamesAreReportedWithoutASuggestion() {
    // Keys are at most 1024 characters long in YAML; every reference is one edit from a key.
    let count = 250
    let name = { (index: Int) in "n\(index)" + String(repeating: "a", count: 1000) }
    var text = "scene: T\nviews: [label: x]\nsources:\n"
    for index in 0..<count {
      text += "  \(name(index)): { constant: \"[Person]\", value: [] }\n"
      text += "  f\(index): { filter: \(name(index))b, where: isOn }\n"
    }
    let found = problems(text)
    #expect(found.count == count)
    #expect(found.allSatisfy { $0.message.hasPrefix("unknown source '") && $0.suggestion == nil })
  }

  @Test func manyMisspeltNamesAreEachReported() {
    let count = 20_000
    var text = "scene: T\nviews: [label: x]\nsources:\n"
    for index in 0..<count {
      text += "  s\(index): { filter: x\(index), where: isOn }\n"
    }
    let found = problems(text)
    #expect(found.count == count)
    #expect(found.allSatisfy { $0.message.hasPrefix("unknown source 'x") })
    #expect(found.prefix(100).allSatisfy { $0.suggestion?.hasPrefix("s") == true })
    #expect(found.dropFirst(100).allSatisfy { $0.suggestion == nil })
  }

  @Test func aLongChainOfDerivedSourcesIsRefused() {
    let count = 20_000
    var text =
      "scene: T\nviews: [label: x]\nsources:\n  s0: { constant: \"[Person]\", value: [] }\n"
    for index in 1..<count {
      text += "  s\(index): { sort: s\(index - 1), by: fullName }\n"
    }
    #expect(
      problems(text).map(\.description) == [
        "T.scene.yaml:36:16: error: source 's31' makes a chain of more than 32 sources "
          + "computed one from another; a chain is at most 32 long"
      ])
    // Written from the last of the chain to its first, the sources are checked depth first.
    let reversed = text.split(separator: "\n").dropFirst(3).reversed().joined(separator: "\n")
    let found = problems("scene: T\nviews: [label: x]\nsources:\n" + reversed)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.message.contains("makes a chain of more than 32 sources") })
  }
}

/// A text showing one value many times follows it once.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct HostileTemplateTests {
  @Test func aValueShownManyTimesInOneTextChangesOnce() throws {
    let count = 120_000
    let text = String(repeating: "{f.name}", count: count)
    let file = """
      scene: T
      sources:
        f: { settable: Setting, preview: { id: 1, name: a, isOn: true, rank: 1 } }
      views:
        - label: { id: many, text: "\(text) {f.rank}" }
      """
    let library = try SceneLibrary(
      files: [("T.scene.yaml", file)], types: .settings(log: ActionLog()),
      platform: StandInPlatform(), showsPreviews: true)
    let scene = try library.scene(named: "T")
    let root = try #require(try scene.makeContent() as? StandInView)
    #expect(root.find("many")?.text == String(repeating: "a", count: count) + " 1")
    let first = try #require(scene.source("f") as? DataSource<Setting>)
    first.modify { $0.name = "b" }
    #expect(root.find("many")?.text == String(repeating: "b", count: count) + " 1")
  }
}
