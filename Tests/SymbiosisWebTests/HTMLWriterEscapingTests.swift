import Testing

@testable import SymbiosisWeb

/// Text and attribute values escaped, whatever characters they hold.
@Suite struct HTMLWriterEscapingTests {
  /// Pieces of text that make escaping interesting: the five, and what surrounds them in real text
  /// (accents, combining marks, emoji, a quote after a letter with a mark).
  static let alphabet: [String] = [
    "&", "<", ">", "\"", "'", "a", "Z", " ", "é", "e\u{301}", "👩‍💻", "\u{0}", "\n", "€", "ß", "&amp;",
  ]

  @Test func escapedTextHasNoneOfTheFiveAndUnescapesToTheText() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...24, using: &generator)
      let text = (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }.joined()
      let escaped = HTMLWriter.escaped(text)
      #expect(!escaped.contains(where: { "<>\"'".contains($0) }), "\(text)")
      #expect(Self.unescaped(escaped) == text, "\(text)")
    }
  }

  @Test func textWithNothingToEscapeIsReturnedAsItIs() {
    #expect(HTMLWriter.escaped("Grace Hopper, 85 ✓") == "Grace Hopper, 85 ✓")
    #expect(
      HTMLWriter.escaped("<img src=x onerror=alert(1)>") == "&lt;img src=x onerror=alert(1)&gt;")
    #expect(HTMLWriter.escaped("Tom & \"Jerry's\"") == "Tom &amp; &quot;Jerry&#39;s&quot;")
  }

  /// A quote followed by a combining mark is one Character, which the escaping by Characters
  /// let through: a value could leave its attribute.
  @Test func aQuoteWithACombiningMarkIsEscaped() {
    #expect(HTMLWriter.escaped("\"\u{301} onerror=x") == "&quot;\u{301} onerror=x")
    #expect(HTMLWriter.escaped("<\u{338}") == "&lt;\u{338}")
  }

  /// `html` with the five's entities read back.
  static func unescaped(_ html: String) -> String {
    html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
