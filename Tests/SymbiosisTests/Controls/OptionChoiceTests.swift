import Symbiosis
import SymbiosisTesting
import Testing

@MainActor
@Suite("OptionChoice")
struct OptionChoiceTests {
  private static let colours = ["Red", "Green", "Blue"]

  @Test func aValueWantedBeforeItIsOfferedIsChosenWhenItIs() {
    let choice = OptionChoice<String>()
    choice.selection.value = "Blue"
    #expect(choice.selection.value == nil, "not an option yet")
    choice.options = ["Red"]
    #expect(choice.selection.value == nil)
    choice.options = Self.colours
    #expect(choice.selection.value == "Blue")
    #expect(choice.selectedIndex == 2)
  }

  @Test func aChosenOptionTheNewOptionsDropComesBackWithThem() {
    let choice = OptionChoice(options: Self.colours, selection: "Green")
    #expect(choice.selection.value == "Green")
    choice.options = ["Red", "Blue"]
    #expect(choice.selection.value == nil)
    #expect(choice.selectedIndex == nil)
    choice.options = ["Green"]
    #expect(choice.selection.value == "Green")
  }

  @Test func settingNothingForgetsTheWantedValue() {
    let choice = OptionChoice<String>()
    choice.selection.value = "Blue"
    choice.selection.value = nil
    choice.options = Self.colours
    #expect(choice.selection.value == nil)
  }

  @Test func identifiableOptionsAreMatchedByIdentity() {
    struct Colour: Identifiable, Equatable, Sendable {
      let id: Int
      var name: String
    }
    let choice = OptionChoice(
      options: [Colour(id: 1, name: "Red"), Colour(id: 2, name: "Green")],
      selection: Colour(id: 2, name: "Lime"))
    #expect(choice.selection.value == Colour(id: 2, name: "Green"), "the offered value")
    choice.options = [Colour(id: 2, name: "Olive"), Colour(id: 3, name: "Blue")]
    #expect(choice.selection.value == Colour(id: 2, name: "Olive"), "the same option, changed")
    #expect(choice.option(matching: Colour(id: 3, name: "?")) == Colour(id: 3, name: "Blue"))
    choice.options = [Colour(id: 3, name: "Blue")]
    #expect(choice.selection.value == nil)
  }

  @Test func aValueSetFromAnotherThreadIsReconciledOnTheMainActor() async throws {
    let choice = OptionChoice(options: Self.colours, selection: "Red")
    let selection = choice.selection
    await Task.detached { selection.value = "Purple" }.value
    try await waitUntil { choice.selection.value == nil }
    choice.options = Self.colours + ["Purple"]
    #expect(choice.selection.value == "Purple")
  }

  /// Whatever is set and whatever the options become, the selection is afterwards the value
  /// last set when the options hold it, else `nil`.
  @Test(arguments: 0..<100)
  func theSelectionIsTheWantedValueWhenOfferedElseNothing(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let choice = OptionChoice<Int>()
    var wanted: Int?
    for _ in 0..<30 {
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        wanted = Bool.random(using: &random) ? Int.random(in: 0..<8, using: &random) : nil
        choice.selection.value = wanted
      default:
        choice.options = (0..<Int.random(in: 0..<6, using: &random)).map { _ in
          Int.random(in: 0..<8, using: &random)
        }
      }
      let expected = wanted.flatMap { choice.options.contains($0) ? $0 : nil }
      #expect(choice.selection.value == expected)
    }
  }

  /// Bound both ways to a model that always has a value, the choice holds the model's value
  /// whenever the options do and nothing otherwise; the model keeps its value meanwhile.
  @Test(arguments: 0..<100)
  func aBoundChoiceHoldsItsModelsValueWheneverOffered(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let choice = OptionChoice<Int>()
    let model = MutableProperty(Int.random(in: 0..<8, using: &random))
    let binding = choice.selection <~> model
    defer { binding.cancel() }
    for _ in 0..<30 {
      switch Int.random(in: 0..<3, using: &random) {
      case 0: model.value = Int.random(in: 0..<8, using: &random)
      case 1 where !choice.options.isEmpty:
        choice.selection.value = choice.options.randomElement(using: &random)
      default:
        choice.options = (0..<Int.random(in: 0..<6, using: &random)).map { _ in
          Int.random(in: 0..<8, using: &random)
        }
      }
      let expected = choice.options.contains(model.value) ? model.value : nil
      #expect(choice.selection.value == expected)
    }
  }
}
