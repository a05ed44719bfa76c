import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// Each kind of element a scene file has, built on the stand-in platform.
@MainActor
@Suite struct SceneElementsTests {
  let platform = StandInPlatform()
  let log = ActionLog()

  static let settings = """
    scene: Settings
    title: "{first.name} and more"
    sources:
      settings:
        constant: "[Setting]"
        value:
          - { id: 1, name: Sound, isOn: true, rank: 2 }
          - { id: 2, name: Wi-Fi, isOn: false, rank: 1 }
          - { id: 3, name: Bluetooth, isOn: true, rank: 3 }
      on: { filter: settings, where: isOn }
      ranked: { sort: settings, by: rank, descending: true }
      grouped: { sections: settings, by: isOn }
      first: { settable: Setting, preview: { id: 9, name: Preview, isOn: true, rank: 0 } }
    actions:
      note: { action: NoteAction, with: first, success: Noted ✓ }
    styles:
      loud: { base: title, bold: true }
    views:
      - column:
          spacing: 3
          views:
            - label: { id: heading, text: Settings, style: loud }
            - label: { id: secret, text: hidden, hidden: true }
      - label: { id: wrapped, text: Done, wraps: true, align: center }
      - toggle: { id: flag, title: "{first.name}", edit: first.isOn }
      - grid:
          id: onGrid
          source: on
          cell: { row: { views: [{ label: "{name}" }, { label: "#{rank}" }] } }
          header: { label: Header }
          footer: { label: Footer }
      - table: { id: ranked, source: ranked, cell: { label: "{name}" }, select: { action: NoteAction } }
      - table: { id: grouped, source: grouped, cell: { label: "{name}" } }
      - button: { id: note, title: Note, action: note }
      - label: { id: status, status: [note] }
    """

  func show() throws -> (FileScene, StandInView) {
    let library = try SceneLibrary(
      files: [("Settings.scene.yaml", Self.settings)], types: .settings(log: log),
      platform: platform, showsPreviews: true)
    let scene = try library.scene(named: "Settings")
    return (scene, try #require(try scene.makeContent() as? StandInView))
  }

  @Test func stacksStylesHiddenViewsAndConstantProperties() throws {
    let (_, root) = try show()
    #expect(
      root.children.map(\.kind)
        == ["column", "label", "toggle", "grid", "table", "table", "button", "label"])
    #expect(root.properties["spacing"] == .integer(1))
    #expect(root.children[0].properties["spacing"] == .integer(3))
    #expect(root.find("heading")?.style == "loud")
    #expect(root.find("secret")?.isHidden == true)
    let wrapped = try #require(root.find("wrapped"))
    #expect(wrapped.properties["text"] == .text("Done"))
    #expect(wrapped.properties["wraps"] == .boolean(true))
    #expect(wrapped.properties["align"] == .choice("center"))
  }

  @Test func derivedSourcesFeedGridsAndTablesWithSectionsHeaderAndFooter() throws {
    let (_, root) = try show()
    let grid = try #require(root.find("onGrid"))
    #expect(grid.kind == "grid")
    #expect(grid.rows?() == ["Sound | #2", "Bluetooth | #3"])
    #expect(grid.children.map(\.text) == ["Header", "Footer"])
    #expect(root.find("ranked")?.rows?() == ["Bluetooth", "Sound", "Wi-Fi"])
    #expect(
      root.find("grouped")?.rows?() == ["# true", "Sound", "Bluetooth", "# false", "Wi-Fi"])
  }

  @Test func previewsTemplatesAndAToggleEditingAFlag() throws {
    let (scene, root) = try show()
    #expect(scene.title.value == "Preview and more")
    let flag = try #require(root.find("flag"))
    #expect(flag.text == "Preview")
    #expect(flag.flagInput.value == true)
    let first = try #require(scene.source("first") as? DataSource<Setting>)
    flag.flagInput.value = false
    #expect(first.value.value?.isOn == false)
    first.modify { $0.name = "Renamed" }
    #expect(flag.text == "Renamed")
    #expect(scene.title.value == "Renamed and more")
  }

  @Test func anAppActionRunsWithItsInputOrTheSelectedItemAndTheStatusShowsItsSuccess()
    async throws
  {
    let (_, root) = try show()
    let work = PendingWork()  // the actions the test runs
    let note = try #require(root.find("note") as? StandInButton)
    PendingWork.$current.withValue(work) { note.tap() }
    await work.settled()
    #expect(log.entries == ["Preview"])
    #expect(root.find("status")?.text == "Noted ✓")
    PendingWork.$current.withValue(work) { root.find("ranked")?.selectRow?(1) }
    await work.settled()
    #expect(log.entries == ["Preview", "Sound"])
  }

  @Test func editsWaitForTheirSourcesFirstValueAndATextKeyNeedsNoConverter() throws {
    let library = try SceneLibrary(
      files: [
        (
          "Edit.scene.yaml",
          """
          scene: Edit
          sources:
            person: { settable: Person }
          views:
            - field: { id: age, edit: person.age, converter: age }
            - field: { id: name, edit: person.firstName }
            - label: { id: shown, text: "{person.firstName} is {person.age}" }
            - button: { id: copy, title: Copy, action: { copy: person.email } }
          """
        )
      ], types: .people, platform: platform)
    let scene = try library.scene(named: "Edit")
    let root = try #require(try scene.makeContent() as? StandInView)
    let (age, name, shown) = (root.find("age"), root.find("name"), root.find("shown"))
    #expect(age?.textInput.value == "")
    #expect(shown?.text == " is ")
    let copy = try #require(root.find("copy") as? StandInButton)
    #expect(!copy.isEnabled, "nothing to copy yet")
    let person = try #require(scene.source("person") as? SettableDataSource<Person>)
    person.set(.ada)
    #expect(age?.textInput.value == "36")
    #expect(name?.textInput.value == "Ada")
    #expect(shown?.text == "Ada is 36")
    #expect(copy.isEnabled)
    name?.textInput.value = "Augusta"
    age?.textInput.value = "37"
    #expect(person.value.value?.firstName == "Augusta")
    #expect(person.value.value?.age == 37)
    #expect(shown?.text == "Augusta is 37")
  }

  @Test func aStateShowsTheFailureAndItsRetryLoadsAgain() async throws {
    let library = try SceneLibrary(
      files: [
        (
          "State.scene.yaml",
          """
          scene: State
          sources:
            people: FlakySource
          views:
            - field: { id: name }
            - state:
                of: people
                loading: "Loading {name.text}…"
                failed: { retry: { refresh: people } }
                content: { table: { id: list, source: people, cell: { label: "{fullName}" } } }
          """
        )
      ], types: SceneTypes.people.source { FlakySource() }, platform: platform)
    let work = PendingWork()  // the loads the test starts
    let root = try #require(
      try PendingWork.$current.withValue(work) { try library.scene(named: "State").makeContent() }
        as? StandInView)
    let state = root.children[1]
    #expect(state.children[0].text == "Loading …")
    let name = try #require(root.find("name"))
    PendingWork.$current.withValue(work) { name.textInput.value = "Grace" }
    #expect(state.children[0].text == "Loading Grace…")
    let failed = state.children[1]
    await work.settled()
    #expect(!failed.isHidden)
    #expect(failed.children.map(\.shown) == ["The directory is offline.", "Retry"])
    #expect(failed.children[0].style == "error")
    #expect(root.find("list")?.isHidden == true)
    let retry = try #require(failed.children[1] as? StandInButton)
    PendingWork.$current.withValue(work) { retry.tap() }
    await work.settled()
    #expect(root.find("list")?.isHidden == false)
    #expect(failed.isHidden)
    #expect(root.find("list")?.rows?() == ["Grace Hopper"])
  }
}
