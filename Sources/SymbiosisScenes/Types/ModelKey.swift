/// A key of a registered model: a name a file writes, and the key path it stands for.
struct ModelKey: Sendable {
  /// The name files use.
  let name: String
  /// The type of the key's value.
  let valueType: any Any.Type
  /// The key's value in a model, given as `Any`; nil when given something else.
  let read: @Sendable (Any) -> Any?
  /// Orders two models by the key, when its value is `Comparable`.
  let isIncreasing: (@Sendable (Any, Any) -> Bool)?

  /// The key `name` of `Model`, at `keyPath`.
  init<Model>(name: String, keyPath: PartialKeyPath<Model> & Sendable) {
    self.name = name
    let valueType = type(of: keyPath).valueType
    self.valueType = valueType
    let read: @Sendable (Any) -> Any? = { ($0 as? Model).map { $0[keyPath: keyPath] } }
    self.read = read
    if valueType is any Comparable.Type {
      isIncreasing = { a, b in ModelKey.isIncreasing(read(a), read(b)) }
    } else {
      isIncreasing = nil
    }
  }

  private static func isIncreasing(_ a: Any?, _ b: Any?) -> Bool {
    guard let a = a as? any Comparable, let b else { return false }
    return isIncreasing(a, b)
  }

  private static func isIncreasing<Value: Comparable>(_ a: Value, _ b: Any) -> Bool {
    guard let b = b as? Value else { return false }
    return a < b
  }

  /// The key's value in `model` as text: `String(describing:)`, nothing for `nil`.
  func text(of model: Any) -> String { read(model).map(sceneText) ?? "" }
}

/// A value as a file's text shows it: `String(describing:)`, and nothing for `nil`.
func sceneText(_ value: Any) -> String {
  if let optional = value as? any OptionalText { return optional.text }
  return String(describing: value)
}

/// Lets ``sceneText(_:)`` see through an `Optional` of any type.
private protocol OptionalText {
  var text: String { get }
}

extension Optional: OptionalText {
  fileprivate var text: String {
    switch self {
    case .none: ""
    case .some(let wrapped): sceneText(wrapped)
    }
  }
}
