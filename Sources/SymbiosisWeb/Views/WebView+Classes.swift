extension WebView {
  /// Its class names (the `class` attribute), in order.
  public var classNames: [String] {
    attribute("class")?.split(separator: " ").map(String.init) ?? []
  }

  /// Adds the class `name` when `on`, else takes it away; one operation when that changes the
  /// `class` attribute, none otherwise.
  public func setClass(_ name: String, _ on: Bool) {
    replaceClasses(where: { $0 == name }, with: on ? [name] : [])
  }

  /// Takes away the classes `isReplaced` picks and adds `names` after the others: the kind's
  /// own classes stay first, and the attribute changes (one operation) only when its text does.
  public func replaceClasses(where isReplaced: (String) -> Bool, with names: [String]) {
    var kept = classNames.filter { !isReplaced($0) }
    for name in names where !kept.contains(name) { kept.append(name) }
    setAttribute("class", kept.isEmpty ? nil : kept.joined(separator: " "))
  }

  /// The theme role its text shows in, as a scene file's styles name them (`secondary`,
  /// `error`, `accent`…): the class `sy-role-NAME`; nil for none.
  public var themeRole: String? {
    get {
      classNames.first { $0.hasPrefix(Self.rolePrefix) }.map {
        String($0.dropFirst(Self.rolePrefix.count))
      }
    }
    set {
      replaceClasses(
        where: { $0.hasPrefix(Self.rolePrefix) },
        with: newValue.map { [WebStyle.roleClass($0)] } ?? [])
    }
  }

  private static var rolePrefix: String { WebStyle.roleClass("") }
}
