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

  /// The value when it is a whole number of any integer type, as an `Int`; nil while there is
  /// none (or for a view's text that is no number).
  var integer: Property<Int?> {
    switch origin {
    case .source(let source, let read): source.values { read($0).flatMap(Self.integer(of:)) }
    case .text(let text): text.map { Int($0) }
    }
  }

  /// `value` as an `Int`, when it is a whole number that fits.
  nonisolated static func integer(of value: Any) -> Int? {
    guard let number = value as? any BinaryInteger else { return nil }
    return Int(exactly: number)
  }

  /// The value as text, empty while there is none.
  var text: Property<String> {
    switch origin {
    case .source(let source, let read): source.values { read($0).map(sceneText) }.map { $0 ?? "" }
    case .text(let text): text
    }
  }
}
