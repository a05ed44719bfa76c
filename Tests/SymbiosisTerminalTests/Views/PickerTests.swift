import Symbiosis
import SymbiosisTerminal
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

@MainActor
@Suite("Picker")
struct PickerTests {
  private static let colours = ["Red", "Green", "Blue"]

  /// A picker of the colours at the top left of a terminal of 5 rows, with focus.
  private func colourPicker() -> (Picker<String>, TestTerminal) {
    let picker = Picker(options: Self.colours)
    let terminal = TestTerminal(
      Stack(.vertical, alignment: .leading, [picker]), columns: 20, rows: 5)
    terminal.screen.focus(picker)
    return (picker, terminal)
  }

  @Test func leftAndRightChooseTheOptionBeforeAndAfterAroundTheEnds() {
    let (picker, terminal) = colourPicker()
    let choices = Recorder(picker.triggers)
    #expect(terminal.lines[0] == "‹ Choose ›")
    terminal.press(.right)
    #expect(picker.selection.value == "Red")
    #expect(terminal.lines[0] == "‹ Red    ›")
    terminal.press(.right)
    terminal.press(.left)
    terminal.press(.left)
    #expect(choices.values == ["Red", "Green", "Red", "Blue"])
    #expect(terminal.lines[0] == "‹ Blue   ›")
  }

  @Test func enterOpensTheListAndChoosesTheHighlightedOption() {
    let (picker, terminal) = colourPicker()
    terminal.press(.enter)
    #expect(terminal.lines == ["‹ Choose ›", "  Red", "  Green", "  Blue", ""])
    terminal.press(.down)
    terminal.press(.down)
    terminal.press(.enter)
    #expect(picker.selection.value == "Blue")
    #expect(terminal.lines == ["‹ Blue   ›", "", "", "", ""])
    terminal.press(.character(" "))
    #expect(terminal.lines == ["‹ Blue   ›", "  Red", "  Green", "• Blue", ""])
    #expect(terminal.cell(x: 2, y: 3).style == terminal.screen.theme.focusedSelection)
    terminal.press(.up)
    terminal.press(.escape)
    #expect(!picker.isOpen)
    #expect(picker.selection.value == "Blue", "Esc closes without choosing")
  }

  @Test func aClickOpensTheListAndAnotherChooses() {
    let picker = Picker(options: Self.colours)
    let terminal = TestTerminal(
      Stack(.vertical, alignment: .leading, [Button("Other"), picker]), columns: 20, rows: 5)
    terminal.click(x: 3, y: 1)
    #expect(picker.isOpen && picker.isFocused)
    terminal.click(x: 3, y: 3)
    #expect(picker.selection.value == "Green")
    #expect(terminal.lines == ["[ Other ]", "‹ Green  ›", "", "", ""])
  }

  @Test func aListTallerThanTheRoomScrollsToTheHighlightedOption() {
    let picker = Picker(options: Array(1...10))
    let terminal = TestTerminal(
      Stack(.vertical, alignment: .leading, [picker]), columns: 12, rows: 3)
    terminal.screen.focus(picker)
    terminal.press(.enter)
    terminal.press(.end)
    #expect(terminal.lines == ["‹ Choose ›", "  9", "  10"])
    terminal.press(.home)
    #expect(terminal.lines == ["‹ Choose ›", "  1", "  2"])
  }

  @Test func tabClosesTheListAndMovesOn() {
    let (picker, terminal) = colourPicker()
    terminal.press(.enter)
    terminal.press(.tab)
    #expect(!picker.isOpen)
    #expect(terminal.lines[1] == "")
  }

  @Test func theSelectionIsBoundBothWaysAndFromAnyThread() async throws {
    let colour = MutableProperty<String?>("Green")
    let (picker, terminal) = colourPicker()
    let binding = picker.selection <~> colour
    defer { binding.cancel() }
    #expect(terminal.lines[0] == "‹ Green  ›")
    terminal.press(.right)
    #expect(colour.value == "Blue")
    await Task.detached { colour.value = "Red" }.value
    await terminal.settled()
    #expect(terminal.lines[0] == "‹ Red    ›")
  }

  @Test func optionsAreBindableAndASelectionTheyNoLongerHoldBecomesNil() {
    let colours = MutableProperty(Self.colours)
    let chosen = MutableProperty<String?>("Green")
    let picker = Picker<String>()
    picker.reactive.options <~ colours
    let binding = picker.selection <~> chosen
    defer { binding.cancel() }
    colours.value = ["Red", "Green"]
    #expect(chosen.value == "Green")
    colours.value = ["Red", "Blue"]
    #expect(picker.selection.value == nil)
    #expect(chosen.value == nil)
  }

  @Test func aSelectionBindsToAModelValueThatIsNeverNil() {
    let colour = MutableProperty("Green")
    let (picker, terminal) = colourPicker()
    let binding = picker.selection <~> colour
    defer { binding.cancel() }
    #expect(terminal.lines[0] == "‹ Green  ›")
    terminal.press(.right)
    #expect(colour.value == "Blue")
    colour.value = "Red"
    #expect(picker.selection.value == "Red")
    picker.options = ["Green", "Blue"]
    #expect(picker.selection.value == nil)
    #expect(colour.value == "Red", "nothing chosen leaves the model's value")
    terminal.press(.right)
    #expect(colour.value == "Green")
  }

  @Test func identifiableOptionsKeepTheSelectionByIdentity() {
    struct Colour: Identifiable, Equatable, Sendable {
      let id: Int
      var name: String
    }
    let picker = Picker(options: [Colour(id: 1, name: "Red"), Colour(id: 2, name: "Green")]) {
      $0.name
    }
    picker.selection.value = Colour(id: 2, name: "Green")
    picker.options = [Colour(id: 2, name: "Olive"), Colour(id: 3, name: "Blue")]
    #expect(picker.selection.value == Colour(id: 2, name: "Olive"), "the same option, changed")
    picker.options = [Colour(id: 3, name: "Blue")]
    #expect(picker.selection.value == nil)
  }

  /// Bound to a model that always has a value, at any moment among option changes, model
  /// changes and the user's choices, the picker shows the model's value whenever the options
  /// hold it and nothing otherwise; the model keeps its value meanwhile.
  @Test(arguments: 0..<100)
  func aBoundPickerShowsItsModelsValueWheneverTheOptionsHoldIt(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let picker = Picker<Int>()
    let model = MutableProperty(Int.random(in: 0..<8, using: &random))
    let bindAt = Int.random(in: 0..<10, using: &random)
    var binding: Subscription?
    defer { binding?.cancel() }
    for step in 0..<30 {
      if step == bindAt {
        let bound = picker.selection <~> model
        binding = bound
      }
      switch Int.random(in: 0..<3, using: &random) {
      case 0: model.value = Int.random(in: 0..<8, using: &random)
      case 1 where !picker.options.isEmpty:
        picker.choose(at: Int.random(in: picker.options.indices, using: &random))
      default:
        picker.options = (0..<Int.random(in: 0..<6, using: &random)).map { _ in
          Int.random(in: 0..<8, using: &random)
        }
      }
      guard binding != nil else { continue }
      let expected = picker.options.contains(model.value) ? model.value : nil
      #expect(picker.selection.value == expected)
    }
  }

  @Test func aModelBoundBeforeTheOptionsLoadIsShownWhenTheyArrive() {
    let colour = MutableProperty("Blue")
    let picker = Picker<String>()
    let terminal = TestTerminal(
      Stack(.vertical, alignment: .leading, [picker]), columns: 20, rows: 2)
    let binding = picker.selection <~> colour
    defer { binding.cancel() }
    picker.options = []
    #expect(picker.selection.value == nil)
    #expect(terminal.lines[0] == "‹ Choose ›")
    picker.options = Self.colours
    #expect(picker.selection.value == "Blue")
    #expect(colour.value == "Blue")
    #expect(terminal.lines[0] == "‹ Blue   ›")
  }

  @Test func aModelBoundAfterTheOptionsLoadIsShownAndComesBackAfterAReload() {
    let colour = MutableProperty("Blue")
    let options = MutableProperty(Self.colours)
    let picker = Picker<String>()
    picker.reactive.options <~ options
    let binding = picker.selection <~> colour
    defer { binding.cancel() }
    #expect(picker.selection.value == "Blue")
    options.value = []
    #expect(picker.selection.value == nil)
    #expect(colour.value == "Blue")
    options.value = ["Blue", "Red"]
    #expect(picker.selection.value == "Blue")
  }

  @Test func settingNothingForgetsTheValueWaitingForItsOption() {
    let picker = Picker<String>()
    picker.selection.value = "Blue"
    #expect(picker.selection.value == nil, "not an option yet")
    picker.selection.value = nil
    picker.options = Self.colours
    #expect(picker.selection.value == nil)
  }

  @Test func aDisabledPickerIgnoresInput() {
    let (picker, terminal) = colourPicker()
    picker.isEnabled = false
    terminal.press(.right)
    terminal.press(.enter)
    picker.open()
    picker.choose(at: 1)
    #expect(picker.selection.value == nil && !picker.isOpen)
    #expect(terminal.cell(x: 0, y: 0).style.attributes.contains(.dim))
  }

  @Test func anActionBoundToItRunsWithTheChosenOption() async throws {
    var runs: [String] = []
    let action = Action<String> { runs.append($0) }
    let (picker, terminal) = colourPicker()
    action.bind(to: picker)
    terminal.press(.right)
    terminal.press(.right)
    await terminal.settled()
    #expect(runs == ["Red", "Green"])
  }
}
