import Symbiosis
import SymbiosisTesting
import Testing

/// A parameterised converter: the salutation is its parameter.
struct Salutation: Converter {
  var greeting = "Hello"
  func convert(_ name: String) -> String { "\(greeting), \(name)" }
}

@MainActor
@Suite("Converters")
struct ConverterTests {
  @Test func aConverterIsReusedWithDifferentParameters() {
    let name = MutableProperty("Ada")
    let formal = name.convert(Salutation(greeting: "Good evening"))
    let casual = name.convert(Salutation())
    name.value = "Grace"
    #expect(formal.value == "Good evening, Grace")
    #expect(casual.value == "Hello, Grace")
    #expect(
      Recorder(Signal.values(["A", "B"]).convert(Salutation())).values == ["Hello, A", "Hello, B"])
  }

  @Test func integerTextReadsNumbersAndExplainsWhatItCannot() throws {
    let converter = IntegerText(range: 0...130)
    #expect(try converter.convertBack(" 42 ") == 42)
    #expect(throws: ConversionError("'4x' is not a number.")) { try converter.convertBack("4x") }
    #expect(throws: ConversionError("Enter a number.")) { try converter.convertBack("  ") }
    #expect(throws: ConversionError("'12.5' is not a whole number.")) {
      try converter.convertBack("12.5")
    }
    #expect(throws: ConversionError("Enter a number from 0 to 130.")) {
      try converter.convertBack("99999999999999999999")
    }
    #expect(throws: ConversionError("'-1e30' is too small.")) {
      try IntegerText().convertBack("-1e30")
    }
    #expect(throws: ConversionError("Enter a number from 0 to 130.")) {
      try converter.convertBack("200")
    }
  }

  @Test func aTwoWayBindingThroughAConverterKeepsTheModelOnBadInput() {
    let field = TestTextField()
    let age = MutableProperty(36)
    let binding = field.text <~> age.converted(by: IntegerText(range: 0...130))
    #expect(field.text.value == "36")
    field.type("41")
    #expect(age.value == 41)
    #expect(binding.error.value == nil)
    field.type("41x")
    #expect(age.value == 41, "invalid input leaves the model as it was")
    #expect(binding.error.value == ConversionError("'41x' is not a number."))
    #expect(field.text.value == "41x", "and the user's input stays to be fixed")
    field.type("042")
    #expect(age.value == 42)
    #expect(binding.error.value == nil)
    #expect(field.text.value == "042", "input meaning the model's value is not rewritten")
    age.value = 7
    #expect(field.text.value == "7")
  }

  @Test func aRoundingConverterDoesNotRewriteTheModel() {
    struct Hundredths: ReversibleConverter {
      func convert(_ value: Double) -> String {
        let cents = Int((value * 100).rounded())
        return "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
      }
      func convertBack(_ text: String) throws(ConversionError) -> Double {
        guard let value = Double(text) else { throw ConversionError("'\(text)' is not a price.") }
        return value
      }
    }
    let field = TestTextField()
    let price = MutableProperty(3.14159)
    field.text <~> price.converted(by: Hundredths())
    #expect(field.text.value == "3.14")
    price.value = 2.71828
    #expect(field.text.value == "2.72")
    #expect(price.value == 2.71828)
    field.type("2.7")
    field.type("2.72")
    #expect(price.value == 2.72, "typing the shown text again is still input")
  }

  @Test func aTwoWayConversionEndsWithTheView() {
    let age = MutableProperty(1)
    weak var weakText: MutableProperty<String>?
    do {
      let text = MutableProperty("")
      weakText = text
      text <~> age.converted(by: IntegerText())
      #expect(text.value == "1")
    }
    #expect(weakText == nil)
    age.value = 2
  }
}
