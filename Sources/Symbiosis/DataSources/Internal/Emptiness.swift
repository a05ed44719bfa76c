/// Whether a loaded value has nothing in it: an empty collection or `nil`.
///
/// A list of sections is empty only when it has no sections: a section with no rows still has
/// a header to show, so it is never dropped.
func isEmptyValue(_ value: some Any) -> Bool {
  if let optional = value as? any OptionalValue { return optional.isEmptyOrNil }
  if let collection = value as? any Collection { return collection.isEmpty }
  return false
}

/// Whether `value` is an `Optional` holding nothing.
func isNil(_ value: some Any) -> Bool {
  guard let optional = value as? any OptionalValue else { return false }
  return optional.isNil
}

/// Lets `isEmptyValue` see through an `Optional` of any type.
private protocol OptionalValue {
  var isEmptyOrNil: Bool { get }
  var isNil: Bool { get }
}

extension Optional: OptionalValue {
  fileprivate var isNil: Bool { self == nil }

  fileprivate var isEmptyOrNil: Bool {
    switch self {
    case .none: true
    case .some(let wrapped): isEmptyValue(wrapped)
    }
  }
}
