import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// An order whose size a scene file's picker chooses.
private struct Order: Sendable, Codable {
  var size: String
  var count: Int
}

private let orderTypes = SceneTypes()
  .model(Order.self, keys: ["size": \.size, "count": \.count])
  .converter("count", IntegerText(range: 0...99))

/// A scene file's `picker`: options written in the file, the chosen one bound both ways to a
/// text key with `edit:`, and what the checker says about both.
@MainActor
@Suite("A scene file's picker on the terminal")
struct ScenePickerTests {
  /// The diagnostics loading `text` as `T.scene.yaml` gives, one line each.
  func problems(_ text: String) -> [String] {
    do {
      _ = try SceneLibrary(
        files: [("T.scene.yaml", text)], types: orderTypes, platform: TerminalScenePlatform())
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func choosingAnOptionWritesTheKeyAndTheKeyShowsInThePicker() throws {
    let library = try SceneLibrary(
      files: [
        (
          "Order.scene.yaml",
          """
          scene: Order
          sources:
            order: { settable: Order }
          views:
            - picker: { id: size, options: [Small, Medium, Large], edit: order.size }
            - label: "Size: {order.size}"
          """
        )
      ], types: orderTypes, platform: TerminalScenePlatform())
    let scene = try library.scene(named: "Order")
    let terminal = try TestTerminal(#require(try scene.content() as? View), columns: 14, rows: 3)
    let order = try #require(scene.source("order") as? SettableDataSource<Order>)
    order.set(Order(size: "Medium", count: 1))
    #expect(terminal.lines == ["‹ Medium     ›", "", "Size: Medium"])
    terminal.press(.right)
    #expect(order.value.value?.size == "Large")
    #expect(terminal.lines == ["‹ Large      ›", "", "Size: Large"])
    order.modify { $0.size = "Small" }
    #expect(terminal.lines == ["‹ Small      ›", "", "Size: Small"])
  }

  @Test func aValueNotAmongTheOptionsShowsNothingChosenAndIsKept() throws {
    let library = try SceneLibrary(
      files: [
        (
          "Order.scene.yaml",
          """
          scene: Order
          sources:
            order: { settable: Order }
          views:
            - picker: { edit: order.size, options: [Small, Large], placeholder: Size? }
          """
        )
      ], types: orderTypes, platform: TerminalScenePlatform())
    let scene = try library.scene(named: "Order")
    let terminal = try TestTerminal(#require(try scene.content() as? View), columns: 12, rows: 1)
    let order = try #require(scene.source("order") as? SettableDataSource<Order>)
    order.set(Order(size: "Huge", count: 1))
    #expect(terminal.lines == ["‹ Size?    ›"])
    #expect(order.value.value?.size == "Huge")
    order.modify { $0.size = "Large" }
    #expect(terminal.lines == ["‹ Large    ›"])
  }

  @Test func optionsMustBeAListOfTextsAndEditATextKey() {
    let found = problems(
      """
      scene: T
      sources:
        order: { settable: Order }
      views:
        - picker: { options: Small, edit: order.count }
        - picker: { options: [Small, [Medium], { Large: 1 }], edit: order.size }
        - picker: { options: [Small], edit: order.count, converter: count }
      """)
    #expect(
      found == [
        "T.scene.yaml:5:24: error: 'options' takes a list of texts, like '[Small, Large]', or a source of them, not 'Small'",
        "T.scene.yaml:5:37: error: 'order.count' is Int, but a picker edits text",
        "T.scene.yaml:6:32: error: 'options' takes texts, not a list",
        "T.scene.yaml:6:42: error: 'options' takes texts, not a mapping",
        "T.scene.yaml:7:52: error: a picker chooses among its options, so it takes no converter",
      ])
  }
}
