// swift-format-ignore-file
// ComponentsConvertersAndCommands.md's examples not already in Snippets.swift, compiled; lines
// are kept as the article shows them.
import Symbiosis
import SymbiosisTerminal

enum AkaneArticle {
  struct Celsius: ReversibleConverter {                 // both ways: a field edits the model
    func convert(_ degrees: Double) -> String { "\(Int(degrees.rounded())) °C" }
    func convertBack(_ text: String) throws(ConversionError) -> Double {
      guard let degrees = Double(text.replacing(" °C", with: "")) else { throw ConversionError("Not a temperature") }
      return degrees
    }
  }
  final class ProfileViewModel: ViewModel {
    let age = MutableProperty(36)
  }
  @MainActor static func convert(field: TextField, ageError: Label, model: ProfileViewModel) {
    let age = field.text <~> model.age.converted(by: IntegerText(range: 0...130))   // two-way
    ageError.reactive.text <~ age.error.map { $0?.message ?? "" }   // bad input: reported, model unchanged
  }
}
