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

  /// The lifetimes of the connected views, each of which ends the binding.
  var viewLifetimes: [Lifetime] {
    outlets.compactMap { ($0.outlet.connectedView as? any LifetimeProviding)?.lifetime }
  }

  /// Whether a view the binding needs has gone.
  var hasLostView: Bool { outlets.contains { $0.outlet.hasLostView } }

  /// Connects `views` by name and checks that every required outlet is connected.
  func wire(_ views: [String: AnyObject], binding: Any.Type, location: String) throws {
    let byName = Dictionary(outlets, uniquingKeysWith: { first, _ in first })
    let fail = { (problem: WiringError.Problem) in
      WiringError(problem, binding: String(describing: binding), location: location)
    }
    for (name, view) in views.sorted(by: { $0.key < $1.key }) {
      guard let outlet = byName[name] else {
        throw fail(.unknownOutlet(name, available: outlets.map(\.name)))
      }
      guard outlet.connect(view) else {
        throw fail(
          .wrongType(
            outlet: name, expected: outlet.expectedType, found: String(describing: type(of: view))
          ))
      }
    }
    let missing = outlets.filter { $0.outlet.isRequired && !$0.outlet.isConnected }
    guard missing.isEmpty else {
      throw fail(
        .missingOutlets(
          Dictionary(
            missing.map { ($0.name, $0.outlet.expectedType) }, uniquingKeysWith: { a, _ in a })
        ))
    }
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
/// without the underscore of a property wrapper's storage, lazy ones left out.
func reflectedProperties(of object: Any) -> [(name: String, value: Any)] {
  var properties: [(name: String, value: Any)] = []
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    for child in current.children {
      guard let label = child.label, !label.hasPrefix("$__lazy_storage") else { continue }
      properties.append((label.hasPrefix("_") ? String(label.dropFirst()) : label, child.value))
    }
    mirror = current.superclassMirror
  }
  return properties
}
