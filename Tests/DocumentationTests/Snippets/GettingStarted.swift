// swift-format-ignore-file
// GettingStarted.md's Hello.swift, compiled; lines are kept as the article shows them, but for
// `@main`, which only an app's module may have.
import Symbiosis
import SymbiosisTerminal

enum GettingStartedArticle {
// Sources/Hello/Hello.swift
@MainActor
struct Hello {
  static func main() async {
    let name = MutableProperty("")                     // the model: state you can set
    let field = TextField(placeholder: "Your name")
    let greeting = Label()
    field.text <~> name                                // what the user types is the model's, both ways
    greeting.reactive.text <~ name.map { $0.isEmpty ? "Who are you?" : "Hello, \($0)!" }
    await App(root: Stack(.vertical, spacing: 1, [field, greeting])).runAsMain()
  }
}
}
