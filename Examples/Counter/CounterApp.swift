import ArgumentParser
import Symbiosis

/// Wires the counter: every flow of data in one place.
enum CounterBinding {
  @MainActor
  static func bind(view: CounterView, model: CounterModel) {
    view.reactive.text <~ model.summary  // state into the view
    model.handle <~ view.intents  // user intent into the model
  }
}

/// Lines typed on standard input, read off the main actor.
func standardInputLines() -> AsyncStream<String> {
  AsyncStream { continuation in
    Task.detached {
      while let line = readLine() { continuation.yield(line) }
      continuation.finish()
    }
  }
}

/// `counter`: a line-based counter that needs no terminal.
@main
struct CounterApp: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "counter",
    abstract: "Count with + and -, one per line; 0 resets. Reads standard input, so it pipes.",
    version: "0.1.0")

  func run() async {
    await Self.start()
  }

  @MainActor
  private static func start() async {
    print("Symbiosis counter: type + or - or 0, then Enter (Ctrl-D quits)")
    let view = CounterView()
    let model = CounterModel()
    CounterBinding.bind(view: view, model: model)
    for await line in standardInputLines() { view.read(line) }
  }
}
