/// A view (a class, or a class-bound protocol) that a ``Binding`` updates, connected by assignment or by name when the binding is wired.
///
/// ```swift
/// final class PersonBindingSet: BindingSet<Person> {
///   @Outlet var name: Label
///   override func update(with person: Person) { name.text = person.fullName }
/// }
/// ```
///
/// An outlet holds its view weakly, as a storyboard's outlets do: the view hierarchy owns
/// views, and the binding ends when one of its views goes. Reading an outlet that was never
/// connected is a programming error; ``Binding/connect(to:outlets:file:line:column:)-(BindingSource<Value>,_,_,_,_)`` reports it as a
/// ``WiringError`` before `update(with:)` can run.
@MainActor
@propertyWrapper
public final class Outlet<View>: AnyOutlet {
  // Weak through `AnyObject` so that a class-bound protocol (`any HideableView`) can be the
  // outlet's type; views are classes.
  private weak var object: AnyObject?
  private var view: View? { object as? View }

  /// An outlet waiting to be connected.
  public init() {}

  /// The connected view.
  public var wrappedValue: View {
    get {
      guard let view else {
        preconditionFailure(
          "Outlet of type \(View.self) read before it was connected, or after its view went")
      }
      return view
    }
    set { connectView(newValue) }
  }

  var isRequired: Bool { true }
  var expectedType: String { String(describing: View.self) }
  var isConnected: Bool { view != nil }
  private(set) var wasConnected = false
  var viewLifetime: Lifetime? { (object as? any LifetimeProviding)?.lifetime }

  func accepts(_ object: AnyObject) -> Bool { object is View }

  func connect(_ object: AnyObject) {
    if let view = object as? View { connectView(view) }
  }

  private func connectView(_ newView: View) {
    object = newView as AnyObject
    wasConnected = true
  }
}

/// An outlet a binding can do without: `@OptionalOutlet var spinner: ActivityIndicator?`.
@MainActor
@propertyWrapper
public final class OptionalOutlet<View>: AnyOutlet {
  private weak var object: AnyObject?
  private var view: View? { object as? View }

  /// An outlet with no view.
  public init() {}

  /// The connected view, if any.
  public var wrappedValue: View? {
    get { view }
    set {
      object = newValue.map { $0 as AnyObject }
      wasConnected = wasConnected || newValue != nil
    }
  }

  private(set) var wasConnected = false
  var isRequired: Bool { false }
  var expectedType: String { String(describing: View.self) }
  var isConnected: Bool { view != nil }
  var viewLifetime: Lifetime? { (object as? any LifetimeProviding)?.lifetime }

  func accepts(_ object: AnyObject) -> Bool { object is View }

  func connect(_ object: AnyObject) {
    guard object is View else { return }
    self.object = object
    wasConnected = true
  }
}

/// What wiring needs of an outlet, whatever its view type.
@MainActor
protocol AnyOutlet: AnyObject {
  var isRequired: Bool { get }
  var expectedType: String { get }
  var isConnected: Bool { get }
  /// Whether a view was ever connected.
  var wasConnected: Bool { get }
  /// The connected view's lifetime, if it has one.
  var viewLifetime: Lifetime? { get }
  /// Whether `object` has the outlet's type.
  func accepts(_ object: AnyObject) -> Bool
  /// Connects `object`, which must have the outlet's type.
  func connect(_ object: AnyObject)
}

extension AnyOutlet {
  /// A view was connected and has been deallocated since.
  var hasLostView: Bool { wasConnected && !isConnected }
}
