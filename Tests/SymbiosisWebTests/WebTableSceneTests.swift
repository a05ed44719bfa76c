import Symbiosis
import Testing

@testable import SymbiosisScenes
@testable import SymbiosisWeb

/// A scene file's table on the web, built through a real scene library: its rows' controls take
/// events as any control does, and its secondary action reaches the model.
@MainActor
@Suite("Web tables of a scene file")
struct WebTableSceneTests {
  static let file = """
    scene: Pet
    sources:
      pets:
        settable: "[Pet]"
        preview:
          - { id: 1, name: Rex, isOn: true, size: Small, photo: rex.png }
          - { id: 2, name: Tom, isOn: false, size: Large, photo: tom.png }
    views:
      - table:
          id: list
          source: pets
          secondary: { set: isOn, in: pets, to: toggle }
          cell:
            row:
              views:
                - toggle: { edit: isOn }
                - label: "{name}"
    """

  private func pets(_ scene: PetScene) throws -> SettableDataSource<[Pet]> {
    try #require(scene.scene.source("pets") as? SettableDataSource<[Pet]>)
  }

  /// The checkbox of the row of the item whose id is `id`.
  private func box(_ id: String, in table: WebTable<Pet>) throws -> WebCheckbox {
    func find(_ view: WebView) -> WebCheckbox? {
      (view as? WebCheckbox) ?? view.children.lazy.compactMap(find).first
    }
    return try #require(table.rows[id].flatMap(find))
  }

  @Test func aRowsToggleChangesItsItemAndTheFrameHoldsNoRowOperation() async throws {
    let scene = try PetScene(file: Self.file)
    let html = scene.page.html()
    #expect(html.contains("data-r=\"1\"") && html.contains("data-r=\"2\""))
    #expect(html.contains(">Rex<") && html.contains(">Tom<"))
    let table = try scene.view("list", as: WebTable<Pet>.self)
    let tom = try box("2", in: table)
    #expect(scene.send(scene.event(.toggle, on: tom, flag: true)) == nil)
    await scene.work.settled()
    #expect(try pets(scene).value.value?.map(\.isOn) == [true, true])
    let operations = scene.operations()
    #expect(
      !operations.contains {
        switch $0 {
        case .rowInsert, .rowDelete, .rowMove, .insert, .remove: true
        default: false
        }
      })
    #expect(operations.reduce(0) { $0 + $1.json.utf8.count } < 100)
  }

  @Test func theSecondaryActionTogglesTheRowsItemAndItsBoxFollows() async throws {
    let scene = try PetScene(file: Self.file)
    _ = scene.page.html()
    let table = try scene.view("list", as: WebTable<Pet>.self)
    let rex = try box("1", in: table)
    let secondary = WebEvent(
      ref: 1, generation: scene.page.generation, node: table.node, kind: .secondary, row: "1")
    #expect(scene.send(secondary) == nil)
    await scene.work.settled()
    #expect(try pets(scene).value.value?.map(\.isOn) == [false, false])
    #expect(scene.operations(of: rex) == [.checked(node: try #require(rex.node), false)])
    var unknown = secondary
    unknown.row = "9"
    #expect(scene.send(unknown) == .notOffered)
  }

  @Test func aPetRemovedFromTheSourceIsOneRowDelete() throws {
    let scene = try PetScene(file: Self.file)
    _ = scene.page.html()
    let table = try scene.view("list", as: WebTable<Pet>.self)
    let source = try pets(scene)
    source.set(Array(source.value.value!.prefix(1)))
    #expect(scene.operations() == [.rowDelete(table: try #require(table.node), row: "2")])
  }
}
