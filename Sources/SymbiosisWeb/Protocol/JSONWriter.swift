/// Writes the JSON of frames and operations: arrays of numbers, booleans, texts and nulls,
/// texts escaped as JSON requires.
package struct JSONWriter {
  /// What was written.
  package private(set) var json = ""

  /// A writer with nothing written.
  package init() {}

  /// Writes an array of `elements`, each an `Int`, a `Bool`, a `String`, an optional of one
  /// (`nil` is `null`), or JSON already written (``Raw``).
  package mutating func array(_ elements: (any Sendable)?...) {
    json.append("[")
    for (index, element) in elements.enumerated() {
      if index > 0 { json.append(",") }
      value(element)
    }
    json.append("]")
  }

  /// Writes one value, as ``array(_:)`` does each element.
  package mutating func value(_ element: (any Sendable)?) {
    switch element {
    case let number as Int: json.append(String(number))
    case let flag as Bool: json.append(flag ? "true" : "false")
    case let text as String: string(text)
    case let raw as Raw: json.append(raw.json)
    case let strings as [String]:
      json.append("[")
      for (index, text) in strings.enumerated() {
        if index > 0 { json.append(",") }
        string(text)
      }
      json.append("]")
    default: json.append("null")
    }
  }

  /// Writes `text` as a JSON string.
  package mutating func string(_ text: String) {
    json.append("\"")
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": json.append("\\\"")
      case "\\": json.append("\\\\")
      case "\n": json.append("\\n")
      case "\r": json.append("\\r")
      case "\t": json.append("\\t")
      // `<` as an escape, so no text closes a `<script>` that might hold the JSON.
      case "<": json.append("\\u003c")
      case "\u{2028}": json.append("\\u2028")
      case "\u{2029}": json.append("\\u2029")
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        json.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
      default: json.unicodeScalars.append(scalar)
      }
    }
    json.append("\"")
  }

  /// JSON already written, put in as it is.
  package struct Raw: Sendable {
    /// The JSON.
    package let json: String
    /// `json`, put in as it is.
    package init(_ json: String) { self.json = json }
  }
}
