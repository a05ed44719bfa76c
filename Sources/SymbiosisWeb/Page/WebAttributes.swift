/// A view's attributes, kept small, for a page holds every view of every session: the `class`
/// and the `role` on their own (most views have only those, and a short text needs no memory
/// of its own), the others in an array in name order, made when the first of them comes.
struct WebAttributes {
  /// The `class` attribute.
  private var classes: String?
  /// The `role` attribute.
  private var role: String?
  /// The others, in name order.
  private var others: [(name: String, value: String)] = []

  /// No attribute, or only the class names `classes`.
  init(classes: String? = nil) {
    self.classes = classes
  }

  /// The value of the attribute `name`; setting `nil` removes it.
  subscript(name: String) -> String? {
    get {
      switch name {
      case "class": classes
      case "role": role
      default: others.first { $0.name == name }?.value
      }
    }
    set {
      switch name {
      case "class":
        classes = newValue
        return
      case "role":
        role = newValue
        return
      default: break
      }
      let index = others.firstIndex { $0.name >= name } ?? others.endIndex
      let isThere = index < others.endIndex && others[index].name == name
      switch (newValue, isThere) {
      case (let value?, true): others[index].value = value
      case (let value?, false): others.insert((name, value), at: index)
      case (nil, true): others.remove(at: index)
      case (nil, false): break
      }
    }
  }

  /// The attributes of `dictionary`.
  init(_ dictionary: [String: String]) {
    classes = dictionary["class"]
    role = dictionary["role"]
    others = dictionary.filter { $0.key != "class" && $0.key != "role" }
      .sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
  }

  /// Every attribute, in name order.
  var inOrder: [(name: String, value: String)] {
    guard classes != nil || role != nil else { return others }
    var all = others
    for (name, value) in [("class", classes), ("role", role)] {
      guard let value else { continue }
      let index = all.firstIndex { $0.name > name } ?? all.endIndex
      all.insert((name: name, value: value), at: index)
    }
    return all
  }

  /// Every attribute, by name.
  var dictionary: [String: String] {
    var all = Dictionary(uniqueKeysWithValues: others.map { ($0.name, $0.value) })
    all["class"] = classes
    all["role"] = role
    return all
  }
}
