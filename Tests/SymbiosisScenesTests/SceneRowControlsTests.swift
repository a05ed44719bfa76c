import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// Controls in a table's cells: edits of the row's item, actions given it, styles by its
/// flags, the secondary key and the highlighted item, on the stand-in platform, whose tables
/// reuse one cell for every row.
@MainActor
@Suite struct SceneRowControlsTests {
  let platform = StandInPlatform()
  let log = ActionLog()

  static let settings = """
    scene: Settings
    sources:
      settings:
        constant: "[Setting]"
        value:
          - { id: 1, name: Sound, isOn: true, rank: 2 }
          - { id: 2, name: Wi-Fi, isOn: false, rank: 1 }
          - { id: 3, name: Bluetooth, isOn: true, rank: 3 }
      ranked: { sort: settings, by: rank }
      current: { highlighted: list }
    actions:
      note: { action: NoteAction }
    styles:
      lit: { base: accent, bold: true }
    views:
      - table:
          id: list
          source: ranked
          secondary: note
          cell:
            row:
              style: { isOn: lit }
              views:
                - toggle: { edit: isOn }
                - field: { edit: name, action: note }
                - picker: { options: [Sound, Radio], edit: name }
                - button: { title: Note, action: note }
                - button: { title: Open, action: { segue: Detail } }
      - label: { id: shown, text: "{current.name}" }
      - field: { id: rename, edit: current.name }
      - state: { of: current, content: { label: { id: detail, text: "{current.rank}" } } }
    segues:
      Detail: { scene: Detail }
    """
  static let detail = """
    scene: Detail
    sources:
      setting: { settable: Setting }
    views:
      - label: { id: name, text: "{setting.name}" }
    """

  func show() throws -> (FileScene, StandInView, SceneLibrary) {
    let library = try SceneLibrary(
      files: [("Settings.scene.yaml", Self.settings), ("Detail.scene.yaml", Self.detail)],
      types: .settings(log: log), platform: platform)
    let scene = try library.scene(named: "Settings")
    return (scene, try #require(try scene.makeContent() as? StandInView), library)
  }

  /// The table, its one cell and the settings it writes into.
  func table(_ root: StandInView, of scene: FileScene) throws -> (
    table: StandInView, cell: StandInView, settings: DataSource<[Setting]>
  ) {
    let table = try #require(root.find("list"))
    let cell = try #require(table.cells.first)
    let settings = try #require(scene.source("settings") as? DataSource<[Setting]>)
    return (table, cell, settings)
  }

  func named(_ name: String, in settings: DataSource<[Setting]>) -> Setting? {
    settings.value.value?.first { $0.name == name }
  }

  @Test func aReusedCellsToggleShowsAndEditsOnlyTheItemItShowsNow() throws {
    let (scene, root, _) = try show()
    let (table, cell, settings) = try table(root, of: scene)
    let toggle = try #require(cell.all.first { $0.kind == "toggle" })
    table.showRow?(0)  // Wi-Fi, rank 1, off
    #expect(toggle.flagInput.value == false)
    table.showRow?(1)  // Sound, rank 2, on: the same cell, now another row's
    #expect(toggle.flagInput.value == true)
    toggle.flagInput.value = false
    #expect(named("Sound", in: settings)?.isOn == false)
    #expect(named("Wi-Fi", in: settings)?.isOn == false, "the row the cell showed before")
    table.showRow?(0)
    toggle.flagInput.value = true
    #expect(named("Wi-Fi", in: settings)?.isOn == true)
    #expect(named("Sound", in: settings)?.isOn == false)
    #expect(named("Bluetooth", in: settings)?.isOn == true)
  }

  @Test func aCellsFieldAndPickerEditTheRowsTextKeyInTheListTheTableComesFrom() throws {
    let (scene, root, _) = try show()
    let (table, cell, settings) = try table(root, of: scene)
    let field = try #require(cell.all.first { $0.kind == "field" })
    let picker = try #require(cell.all.first { $0.kind == "picker" })
    table.showRow?(2)  // Bluetooth
    #expect(field.textInput.value == "Bluetooth")
    field.textInput.value = "Headphones"
    #expect(settings.value.value?.map(\.name) == ["Sound", "Wi-Fi", "Headphones"])
    #expect(table.rows?().count == 3)
    table.showRow?(0)  // Wi-Fi
    #expect(field.textInput.value == "Wi-Fi")
    picker.selectionInput.value = "Radio"
    #expect(settings.value.value?.map(\.name) == ["Sound", "Radio", "Headphones"])
    #expect(field.textInput.value == "Radio", "the cell shows its row's item as written")
  }

  @Test func aRowTakesTheStyleOfItsFirstFlagSetAndItsOwnLookWhenNoneIs() throws {
    let (scene, root, _) = try show()
    let (table, cell, settings) = try table(root, of: scene)
    table.showRow?(1)  // Sound, on
    #expect(cell.style == "lit")
    #expect(cell.styleAttributes["bold"] == "true")
    table.showRow?(0)  // Wi-Fi, off
    #expect(cell.style == nil)
    #expect(cell.styleAttributes.isEmpty)
    settings.modify { $0[1].isOn = true }
    table.showRow?(0)
    #expect(cell.style == "lit")
  }

  @Test func aCellsButtonAndFieldRunAnAppsActionWithTheRowsItem() async throws {
    let (scene, root, _) = try show()
    let (table, cell, _) = try table(root, of: scene)
    table.showRow?(2)
    let note = try #require(cell.all.first { $0.text == "Note" } as? StandInButton)
    let work = PendingWork()  // the actions the test runs
    PendingWork.$current.withValue(work) { note.tap() }
    await work.settled()
    table.showRow?(0)
    PendingWork.$current.withValue(work) { note.tap() }
    await work.settled()
    // A field's Enter, in the stand-in a tap.
    let field = try #require(cell.all.first { $0.kind == "field" } as? StandInButton)
    table.showRow?(1)
    PendingWork.$current.withValue(work) { field.tap() }
    await work.settled()
    #expect(log.entries == ["Bluetooth", "Wi-Fi", "Sound"])
  }

  @Test func aCellsButtonPerformsASeguePassingTheRowsItem() async throws {
    let (scene, _, _) = try show()
    let navigator = Navigator(root: scene)
    // The content a navigator shows: its actions perform segues through that navigator.
    let root = try #require(try scene.makeContent() as? StandInView)
    let (table, cell, _) = try table(root, of: scene)
    table.showRow?(1)
    let open = try #require(cell.all.first { $0.text == "Open" } as? StandInButton)
    open.tap()
    try await waitUntil(timeout: .seconds(30)) { navigator.stack.value.count == 2 }
    let page = try #require(navigator.top as? FileScene)
    let setting = try #require(page.source("setting") as? SettableDataSource<Setting>)
    #expect(setting.value.value?.name == "Sound")
  }

  @Test func theSecondaryKeyRunsTheTablesSecondaryActionWithTheItem() async throws {
    let (scene, root, _) = try show()
    let (table, _, _) = try table(root, of: scene)
    #expect(table.hasSecondary)
    let work = PendingWork()  // the action the test runs
    PendingWork.$current.withValue(work) { table.secondaryRow?(2) }
    await work.settled()
    #expect(log.entries == ["Bluetooth"])
  }

  @Test func aHighlightedSourceFollowsTheHighlightedItemAndEditsItInTheList() throws {
    let (scene, root, _) = try show()
    let (table, _, settings) = try table(root, of: scene)
    let shown = try #require(root.find("shown"))
    let rename = try #require(root.find("rename"))
    let detail = try #require(root.find("detail"))
    #expect(shown.text == "")
    #expect(detail.isHidden, "nothing is highlighted yet")
    table.highlightRow?(1)
    #expect(shown.text == "Sound")
    #expect(!detail.isHidden)
    #expect(rename.textInput.value == "Sound")
    rename.textInput.value = "Speaker"
    #expect(settings.value.value?.map(\.name) == ["Speaker", "Wi-Fi", "Bluetooth"])
    // The highlighted item, followed by identity: a change of order keeps it.
    settings.modify { $0[0].rank = 9 }
    #expect(shown.text == "Speaker")
    #expect(detail.text == "9")
    table.highlightRow?(0)
    #expect(shown.text == "Wi-Fi")
    table.highlightRow?(nil)
    let current = try #require(scene.source("current") as? DataSource<Setting>)
    #expect(current.phase.value == .idle)
    #expect(detail.isHidden)
  }

  private struct Weak {
    weak var object: AnyObject?
  }

  @Test func droppingTheSceneReleasesItsCellsControlsAndHighlightedItem() async throws {
    var made: [Weak] = []
    do {
      let (scene, root, _) = try show()
      let (table, cell, _) = try table(root, of: scene)
      table.showRow?(1)
      table.highlightRow?(1)
      try #require(cell.all.first { $0.kind == "toggle" }).flagInput.value = false
      made = ([scene, scene.source("current"), scene.source("settings")] + root.all)
        .map { Weak(object: $0) }
    }
    try await waitUntil { made.allSatisfy { $0.object == nil } }
    #expect(platform.alive.isEmpty)
  }

  @Test func aNamedSegueOpensItsPageWithNothingFromAButtonAndWithTheRowsItemFromACell()
    async throws
  {
    let library = try SceneLibrary(
      files: [
        (
          "Settings.scene.yaml",
          """
          scene: Settings
          sources:
            settings: { constant: "[Setting]", value: [{ id: 1, name: Sound, isOn: true, rank: 1 }] }
          actions:
            open: { segue: Detail }
          views:
            - button: { id: blank, title: Blank, action: open }
            - table:
                id: list
                source: settings
                cell: { button: { title: Open, action: open } }
          segues:
            Detail: { scene: Detail }
          """
        ),
        ("Detail.scene.yaml", Self.detail),
      ], types: .settings(log: log), platform: platform)
    let scene = try library.scene(named: "Settings")
    let navigator = Navigator(root: scene)
    let root = try #require(try scene.makeContent() as? StandInView)
    let (table, cell, _) = try table(root, of: scene)
    table.showRow?(0)
    try #require(cell as? StandInButton).tap()
    try await waitUntil(timeout: .seconds(60)) { navigator.stack.value.count == 2 }
    let page = try #require(navigator.top as? FileScene)
    let setting = try #require(page.source("setting") as? SettableDataSource<Setting>)
    #expect(setting.value.value?.name == "Sound")
    try navigator.goBack()
    try #require(root.find("blank") as? StandInButton).tap()
    try await waitUntil(timeout: .seconds(60)) { navigator.stack.value.count == 2 }
    let blank = try #require(navigator.top as? FileScene)
    #expect((blank.source("setting") as? SettableDataSource<Setting>)?.value.value == nil)
  }
}
