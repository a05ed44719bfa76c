/// A binding or binding set of an app's type, fed by a source, its outlets connected to views by
/// id: `- PersonBindingSet: { source: person, outlets: { height.view: yardstick } }`.
public struct BindingDefinition: Sendable, Hashable {
  /// The binding's registered type name.
  public var type: Located<String>
  /// The id of the source feeding it.
  public var source: Located<String>
  /// Outlet name (`name`, or `member.outlet`) to view id.
  public var outlets: [(outlet: Located<String>, view: Located<String>)]

  /// A binding of `type` fed by `source`.
  public init(
    type: Located<String>, source: Located<String>,
    outlets: [(outlet: Located<String>, view: Located<String>)]
  ) {
    self.type = type
    self.source = source
    self.outlets = outlets
  }

  public static func == (a: BindingDefinition, b: BindingDefinition) -> Bool {
    a.type == b.type && a.source == b.source
      && a.outlets.map(\.outlet) == b.outlets.map(\.outlet)
      && a.outlets.map(\.view) == b.outlets.map(\.view)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(source)
    for (outlet, view) in outlets {
      hasher.combine(outlet)
      hasher.combine(view)
    }
  }
}
