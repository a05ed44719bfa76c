/// A binding with many outlets and member bindings, all fed by one data source.
///
/// Where a plain ``Binding`` usually has one view, a binding set gathers the views of one value
/// and reuses whole bindings as members: a stored property that is a `Binding<Value>` runs with
/// the set, and its outlets are wired as `member.outlet`.
///
/// ```swift
/// final class PersonBindingSet: BindingSet<Person> {
///   @Outlet var fullName: Label
///   @Outlet var age: Label
///   let height = PersonHeightYardstickBinding()   // wired as "height.view"
///   override func update(with person: Person) {
///     fullName.text = person.fullName
///     age.text = "\(person.age)"
///   }
/// }
/// ```
@MainActor
open class BindingSet<Value: Sendable>: Binding<Value> {
  /// A binding set with its outlets not yet connected.
  public override init() {}

  override func memberBindings() -> [(name: String, binding: Binding<Value>)] {
    reflectedProperties(of: self).compactMap { name, value in
      (value as? Binding<Value>).map { (name, $0) }
    }
  }
}
