// swift-format-ignore-file
// GettingStarted.md's main.swift, compiled; lines are kept as the article shows them.
import Symbiosis
import SymbiosisTerminal

enum GettingStartedArticle {
  @MainActor static func main() async {
    // main.swift
    let name = MutableProperty("")                       // the model: state you can set
    let field = TextField(placeholder: "Your name")
    let greeting = Label()
    field.text <~> name                                  // what the user types is the model's, both ways
    greeting.reactive.text <~ name.map { $0.isEmpty ? "Who are you?" : "Hello, \($0)!" }
    await App(root: Stack(.vertical, spacing: 1, [field, greeting])).runAsMain()
  }
}
