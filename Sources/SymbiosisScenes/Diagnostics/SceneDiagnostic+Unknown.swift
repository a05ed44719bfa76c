extension SceneDiagnostic {
  /// The most valid names an unknown name's message lists when none of them is near it: a
  /// longer list is no help on one line.
  public static let listedNames = 12

  /// A name that is not one of `names`: `unknown property 'colour' of 'field'`, then the name
  /// probably meant, or else what is valid when that is at most ``listedNames`` names, in the
  /// order given.
  ///
  /// - Parameters:
  ///   - what: what the name should be (`source`, `property`).
  ///   - name: the name as written, and where.
  ///   - names: the valid names.
  ///   - owner: what the name belongs to (`'field'`); empty for nothing.
  ///   - container: where the name is written (`a scene file`); empty for nothing.
  ///   - others: what else is valid that is not a name (`#rrggbb`), listed after the names.
  ///   - listingAll: lists every name, however many, when none is near.
  ///   - suggesting: looks for a near name; false when the caller has looked for enough.
  public static func unknown(
    _ what: String, _ name: Located<String>, among names: some Sequence<String>,
    of owner: String = "", in container: String = "", others: [String] = [],
    listingAll: Bool = false,
    suggesting: Bool = true
  ) -> SceneDiagnostic {
    let names = Array(names)
    let suggestion = suggesting ? NameSuggestion.closest(to: name.value, in: names) : nil
    var message = "unknown \(what) '\(name.value)'"
    if !owner.isEmpty { message += " of \(owner)" }
    if !container.isEmpty { message += " in \(container)" }
    let valid = names + others
    if suggestion == nil, !valid.isEmpty, listingAll || names.count <= listedNames {
      message += "; expected " + DocumentReader.list(valid)
    }
    return SceneDiagnostic(message, at: name.location, suggestion: suggestion)
  }
}
