import Symbiosis

/// What a reference in a scene file holds, resolved: keys of a source's value, or a view's
/// text (`search.text`, `age.error`).
@MainActor
struct ReferenceValue {
  private enum Origin {
    case source(any SceneSource, read: @Sendable (Any) -> Any?)
    case text(Property<String>)
  }

  private let origin: Origin

  /// The value `read` finds in `source`'s value.
  init(source: any SceneSource, read: @escaping @Sendable (Any) -> Any?) {
    origin = .source(source, read: read)
  }

  /// A view's text.
  init(text: Property<String>) { origin = .text(text) }

  /// The value, when it is a `Value`; nil while there is none.
  func property<Value: Sendable>(_ type: Value.Type) -> Property<Value?> {
    switch origin {
    case .source(let source, let read): source.values { read($0) as? Value }
    case .text(let text): text.map { $0 as? Value }
    }
  }

  /// The value as text, empty while there is none.
  var text: Property<String> {
    switch origin {
    case .source(let source, let read): source.values { read($0).map(sceneText) }.map { $0 ?? "" }
    case .text(let text): text
    }
  }
}
