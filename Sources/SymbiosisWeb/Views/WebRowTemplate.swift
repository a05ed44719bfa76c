/// A row's HTML split in two: the skeleton that every row of its shape shares, which a screen
/// sends once (``WebOperation/rowTemplate(id:html:)``), and the values that are the row's own,
/// sent with each row
/// (``WebOperation/templatedRowInsert(table:section:index:row:template:node:values:)``).
///
/// The skeleton is the row's HTML with each element's node (`data-n`) counted from the row's
/// own, the row's `data-r` empty (the browser puts the row's id there), each text a slot
/// (`<!--sy-->`), and each attribute value a slot (the attribute empty, its name listed in the
/// element's `data-sy-slots`) but those a cell kind's views share: `class`, `role`, `type`,
/// `tabindex`, `data-id`, and a boolean attribute's presence. The values are the slots' texts
/// in document order, as the page holds them.
struct WebRowTemplate: Equatable {
  /// The skeleton's HTML.
  let skeleton: String
  /// The texts and attribute values of the row's slots, in document order.
  let values: [String]
  /// The row's node: the skeleton's `data-n` are counted from it.
  let node: Int

  /// `row`'s template, the row of the item whose id reads `id`; `nil` when its HTML cannot be
  /// told by a skeleton and values exactly as the browser would read it (text in an element
  /// whose text the HTML parser treats apart, such as `textarea` or `pre`; a NUL character),
  /// and the row goes as HTML.
  @MainActor
  init?(row: WebView, id: String) {
    guard let node = row.node else { return nil }
    var writer = HTMLWriter()
    writer.slots = Slots(first: node, row: id)
    row.render(into: &writer)
    guard let slots = writer.slots, slots.isComplete else { return nil }
    skeleton = writer.html
    values = slots.values
    self.node = node
  }

  /// What an ``HTMLWriter`` writing a skeleton takes out of the row, and whether the row can
  /// have one.
  struct Slots {
    /// The row's node.
    let first: Int
    /// The text of the row's item's id.
    let row: String
    /// The slots' values, in document order.
    private(set) var values: [String] = []
    private var failed = false
    private var started = false
    private var openTags: [String] = []
    /// Whether the last thing written is a text slot, which a text written next joins.
    private var inText = false

    /// A writer's state for a skeleton of the row of the item `row`, whose node is `first`.
    init(first: Int, row: String) {
      self.first = first
      self.row = row
    }

    /// Whether one element was written, whole, and nothing stopped the skeleton.
    var isComplete: Bool { started && !failed && openTags.isEmpty }

    /// Marks the row as having no skeleton.
    mutating func fail() { failed = true }

    /// The skeleton's opening tag of a `tag` element numbered `node` with `attributes`.
    mutating func openTag(_ tag: String, node: Int?, attributes: WebAttributes) -> String {
      inText = false
      let isRow = !started
      if isRow {
        started = true
        if node != first || attributes["data-r"] != row { failed = true }
      } else if openTags.isEmpty {
        failed = true
      }
      var out = "<" + tag
      if let node {
        if node < first { failed = true }
        out += " data-n=\"\(node - first)\""
      }
      var slotted: [String] = []
      for (name, value) in attributes.inOrder {
        out += " " + name
        if name == Self.slotsAttribute { failed = true }
        if isRow && name == "data-r" {
          out += "=\"\""
        } else if Self.isShared(name, value) {
          if !value.isEmpty || !HTMLWriter.booleanAttributes.contains(name) {
            out += "=\"" + HTMLWriter.escaped(value) + "\""
          }
        } else {
          out += "=\"\""
          slotted.append(name)
          values.append(normalized(value))
        }
      }
      if !slotted.isEmpty {
        out += " " + Self.slotsAttribute + "=\"" + slotted.joined(separator: " ") + "\""
      }
      if !HTMLWriter.voidElements.contains(tag) { openTags.append(tag) }
      return out + ">"
    }

    /// Closes a `tag` element.
    mutating func closeTag(_ tag: String) {
      inText = false
      guard !HTMLWriter.voidElements.contains(tag) else { return }
      if openTags.last == tag { openTags.removeLast() } else { failed = true }
    }

    /// The skeleton's text for `text`: a slot, or nothing when it joins the slot before it. An
    /// empty text is a slot too, so that a view's shape does not change with its text (the
    /// browser puts no text node there, as the HTML has none).
    mutating func text(_ text: String) -> String {
      guard let parent = openTags.last, !Self.textApart.contains(parent) else {
        failed = true
        return ""
      }
      if inText {
        values[values.count - 1] += normalized(text)
        return ""
      }
      inText = true
      values.append(normalized(text))
      return Self.textSlot
    }

    /// `text` as the HTML parser reads it back: a carriage return, alone or before a line
    /// feed, is a line feed. A NUL, which the parser drops or replaces, stops the skeleton.
    private mutating func normalized(_ text: String) -> String {
      guard text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\0" }) else { return text }
      var scalars = String.UnicodeScalarView()
      var afterReturn = false
      for scalar in text.unicodeScalars {
        if scalar == "\0" { failed = true }
        if scalar == "\n" && afterReturn {
          afterReturn = false
          continue
        }
        afterReturn = scalar == "\r"
        scalars.append(afterReturn ? "\n" : scalar)
      }
      return String(scalars)
    }

    /// Whether the attribute `name` of value `value` is the skeleton's, not a slot.
    private static func isShared(_ name: String, _ value: String) -> Bool {
      guard !SafeURL.isURLAttribute(name) else { return false }
      return sharedAttributes.contains(name)
        || (value.isEmpty && HTMLWriter.booleanAttributes.contains(name))
    }

    /// The attribute listing an element's attribute slots.
    static let slotsAttribute = "data-sy-slots"
    /// A text slot.
    static let textSlot = "<!--sy-->"
    /// The attributes whose values a cell kind's views share.
    static let sharedAttributes: Set<String> = ["class", "role", "type", "tabindex", "data-id"]
    /// The elements whose text the HTML parser reads apart (raw text, a leading line break
    /// dropped) or moves (out of a table), where a text slot would not read the same.
    static let textApart: Set<String> = [
      "textarea", "title", "script", "style", "pre", "listing", "xmp", "plaintext", "noscript",
      "iframe", "noembed", "noframes", "template", "table", "thead", "tbody", "tfoot", "tr",
      "colgroup", "select",
    ]
  }
}
