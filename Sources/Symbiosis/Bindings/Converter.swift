/// A pure, reusable conversion of a value into what a view shows: a user into a greeting, a
/// duration into "3:25".
///
/// Parameters are stored properties, so one type serves many screens:
///
/// ```swift
/// struct Greeting: Converter {
///   var salutation = "Good morning"
///   func convert(_ user: User) -> String { "\(salutation), \(user.name)" }
/// }
/// label.reactive.text <~ model.user.convert(Greeting(salutation: "Hello"))
/// ```
public protocol Converter<Input, Output>: Sendable {
  /// The model's type.
  associatedtype Input: Sendable
  /// The view's type.
  associatedtype Output: Sendable
  /// The view's form of `value`.
  func convert(_ value: Input) -> Output
}

/// A converter that also turns what a user entered back into a model value, for two-way
/// bindings: `field.text <~> model.age.converted(by: IntegerText())`.
public protocol ReversibleConverter<Input, Output>: Converter {
  /// The model value for `value`.
  ///
  /// - Throws: ``ConversionError`` saying what was wrong with the input, for the user.
  func convertBack(_ value: Output) throws(ConversionError) -> Input
}

/// Input a ``ReversibleConverter`` could not read, and why, in words for the user.
public struct ConversionError: Error, Hashable, CustomStringConvertible {
  /// What is wrong with the input.
  public let message: String

  /// An error saying `message`.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}

extension Property {
  /// A property holding this property's value as `converter` converts it.
  public func convert<C: Converter>(_ converter: C) -> Property<C.Output> where C.Input == Value {
    map { converter.convert($0) }
  }
}

extension Signal {
  /// A signal sending this signal's values as `converter` converts them.
  public func convert<C: Converter>(_ converter: C) -> Signal<C.Output> where C.Input == Value {
    map { converter.convert($0) }
  }
}

extension DataSource {
  /// A source holding this source's value as `converter` converts it.
  public func convert<C: Converter>(
    _ converter: C
  ) -> DerivedDataSource<C.Output> where C.Input == Value {
    map { converter.convert($0) }
  }
}
