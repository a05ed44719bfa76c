/// An outlet of a binding as a scene-file checker sees it: its name, the view type it takes,
/// and whether a view must be connected.
@MainActor
package struct BindingOutlet {
  /// The outlet's name (`member.outlet` for a member binding's).
  package let name: String
  /// The type of view it takes, as written in Swift.
  package let expectedType: String
  /// Whether connecting fails without a view for it.
  package let isRequired: Bool
  private let outlet: any AnyOutlet

  init(name: String, outlet: any AnyOutlet) {
    self.name = name
    self.outlet = outlet
    expectedType = outlet.expectedType
    isRequired = outlet.isRequired
  }

  /// Whether `view` has the type the outlet takes.
  package func accepts(_ view: AnyObject) -> Bool { outlet.accepts(view) }
}

extension Binding {
  /// The binding's outlets and its members', in declaration order.
  package var outlets: [BindingOutlet] {
    parts.outlets.map { BindingOutlet(name: $0.name, outlet: $0.outlet) }
  }
}
