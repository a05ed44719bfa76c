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

@main
struct CounterApp {
  @MainActor
  static func main() async {
    print("Symbiosis counter: type + or - or 0, then Enter (Ctrl-D quits)")
    let view = CounterView()
    let model = CounterModel()
    CounterBinding.bind(view: view, model: model)
    for await line in standardInputLines() { view.read(line) }
  }
}
