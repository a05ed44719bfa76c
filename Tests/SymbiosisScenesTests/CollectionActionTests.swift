import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// `add`, `remove` and `set` in scene files: each an edit of the list's root source, which every
/// view of the list, and of a source filtered from it, follows.
@MainActor
@Suite struct CollectionActionTests {
  let platform = StandInPlatform()

  /// A scene of chores: a field and buttons editing the list, the list and its done ones.
  static let chores = """
    scene: T
    sources:
      chores: { settable: "[Chore]" }
      finished: { filter: chores, where: done }
    actions:
      add: { add: chores, values: { title: new.text } }
      clear: { remove: chores, where: done }
      allDone: { set: done, in: chores, to: true }
    views:
      - field: { id: new, placeholder: What needs doing?, action: add }
      - button: { id: add, title: Add, action: add }
      - button: { id: clear, title: Clear done, action: clear }
      - button: { id: allDone, title: All done, action: allDone }
      - table: { id: list, source: chores, cell: { label: "{summary}" }, select: { remove: chores } }
      - table:
          id: finished
          source: finished
          cell: { label: "{title}" }
          select: { set: done, in: chores, to: false }
    """

  /// The scene built from `text`, shown by a navigator, with its `chores` holding `chores`.
  @MainActor
  struct Shown {
    let scene: FileScene
    let navigator: Navigator
    let root: StandInView
    let chores: SettableDataSource<[Chore]>

    func view(_ id: String) throws -> StandInView { try #require(root.find(id)) }
    func button(_ id: String) throws -> StandInButton {
      try #require(root.find(id) as? StandInButton)
    }
    func rows(_ id: String) throws -> [String] {
      let rows = try #require(try view(id).rows)
      return rows()
    }
    var titles: [String] { chores.value.value?.map(\.title) ?? [] }
  }

  func show(_ text: String = Self.chores, chores: [Chore]) throws -> Shown {
    let library = try SceneLibrary(
      files: [("T.scene.yaml", text)], types: .chores, platform: platform)
    let scene = try library.scene(named: "T")
    let navigator = Navigator(root: scene)
    let root = try #require(try scene.makeContent() as? StandInView)
    let source = try #require(scene.source("chores") as? SettableDataSource<[Chore]>)
    source.set(chores)
    return Shown(scene: scene, navigator: navigator, root: root, chores: source)
  }

  @Test func addAddsATrimmedItemClearsTheFieldAndEveryViewFollows() throws {
    let shown = try show(chores: [.named("Sweep")])
    let field = try shown.button("new")
    let add = try shown.button("add")
    #expect(!add.isEnabled, "nothing to add while the field is empty")
    #expect(field.isEnabled, "the field running it stays editable, so text can be typed")
    field.textInput.value = "   "
    #expect(!add.isEnabled, "nor while it holds only spaces")
    add.tap()
    #expect(shown.titles == ["Sweep"])
    field.textInput.value = "  Buy milk \n"
    #expect(add.isEnabled)
    add.tap()
    #expect(shown.titles == ["Sweep", "Buy milk"])
    #expect(try shown.rows("list") == ["Sweep", "Buy milk"])
    #expect(field.textInput.value == "", "the field it read is cleared")
    #expect(!add.isEnabled)
    field.textInput.value = "Cook"
    field.tap()  // Enter in the field runs its action
    #expect(shown.titles == ["Sweep", "Buy milk", "Cook"])
    let ids = Set(shown.chores.value.value?.map(\.id) ?? [])
    #expect(ids.count == 3, "each add is a new item: \(ids)")
  }

  @Test func aFieldBuiltAfterTheButtonAddingItsTextIsClearedToo() throws {
    let shown = try show(
      """
      scene: T
      sources:
        chores: { settable: "[Chore]" }
      views:
        - button: { id: add, title: Add, action: { add: chores, values: { title: new.text } } }
        - field: { id: new }
      """, chores: [])
    let field = try shown.view("new")
    field.textInput.value = "Dust"
    try shown.button("add").tap()
    #expect(shown.titles == ["Dust"])
    #expect(field.textInput.value == "")
  }

  @Test func addIsDisabledWhileTheListHasNoValue() throws {
    let library = try SceneLibrary(
      files: [("T.scene.yaml", Self.chores)], types: .chores, platform: platform)
    let scene = try library.scene(named: "T")
    let root = try #require(try scene.makeContent() as? StandInView)
    let add = try #require(root.find("add") as? StandInButton)
    try #require(root.find("new")).textInput.value = "Sweep"
    #expect(!add.isEnabled, "the list has not loaded: an item added now would be lost")
    let chores = try #require(scene.source("chores") as? SettableDataSource<[Chore]>)
    chores.set([])
    #expect(add.isEnabled)
    add.tap()
    #expect(chores.value.value?.map(\.title) == ["Sweep"])
  }

  @Test func addSetsKeysFromASourcesValue() throws {
    let shown = try show(
      """
      scene: T
      sources:
        chores: { settable: "[Chore]" }
        template: { settable: Chore }
      views:
        - button:
            id: add
            title: Copy
            action: { add: chores, values: { title: template.title, done: template.done } }
      """, chores: [])
    let add = try shown.button("add")
    #expect(!add.isEnabled, "nothing to copy yet")
    let template = try #require(shown.scene.source("template") as? SettableDataSource<Chore>)
    template.set(.named(" Iron ", done: true))
    add.tap()
    #expect(shown.chores.value.value?.map(\.summary) == ["Iron ✓"])
  }

  @Test func removeInATablesSelectRemovesThatRowsItem() throws {
    let shown = try show(chores: [.named("A"), .named("B", done: true), .named("C", done: true)])
    #expect(try shown.rows("finished") == ["B", "C"])
    try shown.view("list").selectRow?(1)
    #expect(shown.titles == ["A", "C"])
    #expect(try shown.rows("list") == ["A", "C ✓"])
    #expect(try shown.rows("finished") == ["C"], "the filtered source follows")
  }

  @Test func removeWhereRemovesEveryItemWhoseFlagIsSet() throws {
    let shown = try show(chores: [.named("A", done: true), .named("B"), .named("C", done: true)])
    try shown.button("clear").tap()
    #expect(shown.titles == ["B"])
    #expect(try shown.rows("list") == ["B"])
    #expect(try shown.rows("finished") == [])
  }

  @Test func setSetsTheFlagOfEveryItemOrOfTheRowsItem() throws {
    let shown = try show(chores: [.named("A"), .named("B", done: true), .named("C")])
    try shown.button("allDone").tap()
    #expect(shown.chores.value.value?.map(\.done) == [true, true, true])
    #expect(try shown.rows("finished") == ["A", "B", "C"])
    try shown.view("finished").selectRow?(1)
    #expect(shown.chores.value.value?.map(\.done) == [true, false, true], "B, by its identity")
    #expect(try shown.rows("finished") == ["A", "C"])
    #expect(try shown.rows("list") == ["A ✓", "B", "C ✓"])
  }

  @Test func removeWithConfirmAsksInAModalFirst() async throws {
    let shown = try show(
      """
      scene: T
      sources:
        chores: { settable: "[Chore]" }
      views:
        - table:
            id: list
            source: chores
            cell: { label: "{title}" }
            select: { remove: chores, confirm: "Delete “{title}”?" }
      """, chores: [.named("A"), .named("B")])
    func modal() async throws -> StandInView {
      try await waitUntil { shown.navigator.stack.value.count == 2 }
      #expect(shown.navigator.stack.value.last?.presentation == .modal)
      return try #require(try shown.navigator.top.makeContent() as? StandInView)
    }
    func button(_ title: String, in modal: StandInView) throws -> StandInButton {
      try #require(modal.all.first { $0.text == title } as? StandInButton)
    }
    try shown.view("list").selectRow?(1)
    var asked = try await modal()
    #expect(asked.shown == "Delete “B”? | Delete | Cancel")
    #expect(shown.titles == ["A", "B"], "nothing removed before the answer")
    try button("Cancel", in: asked).tap()
    try await waitUntil { shown.navigator.stack.value.count == 1 }
    #expect(shown.titles == ["A", "B"], "Cancel changes nothing")
    try shown.view("list").selectRow?(0)
    asked = try await modal()
    #expect(asked.all.contains { $0.text == "Delete “A”?" })
    try button("Delete", in: asked).tap()
    try await waitUntil { shown.navigator.stack.value.count == 1 }
    #expect(shown.titles == ["B"])
  }

  @Test func removeWhereWithConfirmRemovesOnlyOnDelete() async throws {
    let shown = try show(
      """
      scene: T
      sources:
        chores: { settable: "[Chore]" }
      views:
        - button:
            id: clear
            title: Clear
            action: { remove: chores, where: done, confirm: Delete every done chore? }
      """, chores: [.named("A", done: true), .named("B")])
    try shown.button("clear").tap()
    try await waitUntil { shown.navigator.stack.value.count == 2 }
    let asked = try #require(try shown.navigator.top.makeContent() as? StandInView)
    #expect(asked.shown == "Delete every done chore? | Delete | Cancel")
    try #require(asked.all.first { $0.text == "Delete" } as? StandInButton).tap()
    try await waitUntil { shown.navigator.stack.value.count == 1 }
    #expect(shown.titles == ["B"])
  }
}
