/// A mutable property seen through a ``ReversibleConverter``; the right side of a two-way
/// binding to a view of another type. Made by ``MutableProperty/converted(by:)``.
public struct ConvertedProperty<C: ReversibleConverter>: Sendable where C.Input: Equatable {
  /// The model property.
  public let property: MutableProperty<C.Input>
  /// How its values look in the view.
  public let converter: C
}

extension MutableProperty {
  /// This property as `converter` shows it, for `view <~> model.converted(by: converter)`.
  public func converted<C: ReversibleConverter>(
    by converter: C
  ) -> ConvertedProperty<C> where C.Input == Value {
    ConvertedProperty(property: self, converter: converter)
  }
}

/// A two-way binding through a converter, and the error of the last input it could not read.
public struct ConversionBinding: Sendable {
  /// Why the view's current input was not taken; `nil` while it is valid.
  public let error: Property<ConversionError?>
  /// Ends the binding.
  public let subscription: Subscription

  /// Ends the binding now rather than with its properties.
  public func cancel() { subscription.cancel() }
}

/// Keeps a view's `view` property and a model property in step through a converter.
///
/// The view first shows the model's value; then valid input sets the model and invalid input
/// leaves the model as it was and is reported in ``ConversionBinding/error``. A model change
/// reaches the view unless the view's input already means that value, so typing "007" is not
/// rewritten to "7" under the user's cursor. What the binding writes into the view is never
/// read back, so a converter that rounds (2.71828 shown as "2.72") does not change the model.
@discardableResult
public func <~> <C: ReversibleConverter>(
  view: MutableProperty<C.Output>, model: ConvertedProperty<C>
) -> ConversionBinding where C.Output: Equatable {
  let inputError = MutableProperty<ConversionError?>(nil)
  let converter = model.converter
  let written = Locked<C.Output?>(nil)
  let modelToView = BindingTarget(lifetime: view.lifetime) {
    [weak view, weak property = model.property] (value: C.Input) in
    // Only the model's latest value, and not the echo of what the view is delivering.
    guard let view, property?.value == value,
      (try? converter.convertBack(view.delivering)) != value
    else { return }
    let text = converter.convert(value)
    written.withLock { $0 = text }
    view.value = text
  }.bind(model.property.values)
  let viewToModel = BindingTarget(lifetime: model.property.lifetime) {
    [weak property = model.property, weak view] (input: C.Output) in
    let isEcho = written.withLock { written in
      defer { written = nil }
      return written == input
    }
    // Not the binding's own write, nor an input a newer one follows.
    guard !isEcho, view?.value == input else { return }
    do throws(ConversionError) {
      let value = try converter.convertBack(input)
      inputError.value = nil
      if let property, property.delivering != value { property.value = value }
    } catch {
      inputError.value = error
    }
  }.bind(view.changes)
  return ConversionBinding(
    error: inputError, subscription: Subscription([modelToView, viewToModel]))
}
