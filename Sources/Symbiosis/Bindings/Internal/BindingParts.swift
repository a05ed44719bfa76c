/// A binding's outlets and member bindings, found by reflection and wired by name.
@MainActor
struct BindingParts<Value: Sendable> {
  /// Every outlet by its name; a member's outlets are named `member.outlet`.
  let outlets: [(name: String, outlet: any AnyOutlet)]
  let members: [Binding<Value>]

  init(of binding: Binding<Value>) {
    let memberBindings = binding.memberBindings()
    members = memberBindings.map(\.binding)
    outlets =
      reflectedOutlets(of: binding)
      + memberBindings.flatMap { member in
        member.binding.parts.outlets.map { ("\(member.name).\($0.name)", $0.outlet) }
      }
  }

  /// Runs `end` once the views the binding needs have gone: any required view, or, for a
  /// binding whose outlets are all optional, every view it was given.
  func endOfViews(_ end: @escaping @Sendable () -> Void) -> Subscription {
    let required = outlets.filter(\.outlet.isRequired).compactMap(\.outlet.viewLifetime)
    if !required.isEmpty {
      return Subscription(required.map { $0.observeEnded(end) })
    }
    let connected = outlets.compactMap { $0.outlet.isConnected ? $0.outlet.viewLifetime : nil }
    guard !connected.isEmpty else { return .empty }
    let remaining = Counter(connected.count)
    return Subscription(
      connected.map { lifetime in
        lifetime.observeEnded { if remaining.decrement() == 0 { end() } }
      })
  }

  /// Whether the views the binding needs have gone (checked before each update, for views
  /// that have no lifetime to say so).
  var areViewsGone: Bool {
    let required = outlets.filter(\.outlet.isRequired)
    if !required.isEmpty { return required.contains { $0.outlet.hasLostView } }
    let given = outlets.filter(\.outlet.wasConnected)
    return !given.isEmpty && given.allSatisfy { !$0.outlet.isConnected }
  }

  /// Connects `views` by name and checks that every required outlet is connected; when
  /// anything is wrong, throws before connecting any of them.
  func wire(_ views: [String: AnyObject], binding: Any.Type, location: String) throws {
    let byName = Dictionary(outlets, uniquingKeysWith: { first, _ in first })
    let fail = { (problem: WiringError.Problem) in
      WiringError(problem, binding: String(describing: binding), location: location)
    }
    let named = views.sorted(by: { $0.key < $1.key })
    for (name, view) in named {
      guard let outlet = byName[name] else {
        throw fail(.unknownOutlet(name, available: outlets.map(\.name)))
      }
      guard outlet.accepts(view) else {
        throw fail(
          .wrongType(
            outlet: name, expected: outlet.expectedType, found: String(describing: type(of: view))
          ))
      }
    }
    let missing = outlets.filter { outlet in
      outlet.outlet.isRequired && !outlet.outlet.isConnected && views[outlet.name] == nil
    }
    guard missing.isEmpty else {
      throw fail(
        .missingOutlets(
          Dictionary(
            missing.map { ($0.name, $0.outlet.expectedType) }, uniquingKeysWith: { a, _ in a })
        ))
    }
    for (name, view) in named { byName[name]?.connect(view) }
  }
}

/// The outlets declared on `object` and its superclasses, by property name.
@MainActor
func reflectedOutlets(of object: AnyObject) -> [(name: String, outlet: any AnyOutlet)] {
  reflectedProperties(of: object).compactMap { name, value in
    (value as? any AnyOutlet).map { (name, $0) }
  }
}

/// The stored properties of `object` and its superclasses, by the name the source gives them:
/// without the underscore of a property wrapper's storage; a `lazy` one only once it is made.
func reflectedProperties(of object: Any) -> [(name: String, value: Any)] {
  let lazyPrefix = "$__lazy_storage_$_"
  var properties: [(name: String, value: Any)] = []
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    for child in current.children {
      guard let label = child.label else { continue }
      if label.hasPrefix(lazyPrefix) {
        let storage = Mirror(reflecting: child.value)
        guard storage.displayStyle == .optional, let made = storage.children.first else { continue }
        properties.append((String(label.dropFirst(lazyPrefix.count)), made.value))
      } else {
        properties.append((label.hasPrefix("_") ? String(label.dropFirst()) : label, child.value))
      }
    }
    mirror = current.superclassMirror
  }
  return properties
}
