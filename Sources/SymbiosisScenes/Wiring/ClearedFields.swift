import Symbiosis

/// The texts of the fields an `add` read, emptied after each add.
@MainActor
final class ClearedFields {
  var texts: [MutableProperty<String>] = []

  func clear() {
    for text in texts { text.value = "" }
  }
}
