/// The generated scene file of 200 views: a banner, a search field over a table in sections
/// (in a state view), 24 groups of a heading, a field editing a number through a converter with
/// its error beside it, and buttons, a toggle or a label; then a row of buttons and a status
/// line. `version` shows in the banner, so that a changed file shows on screen.
enum DashboardFile {
  /// The file's name, as diagnostics and the library name it.
  static let name = "Dashboard.scene.yaml"
  /// The scene's name.
  static let scene = "Dashboard"
  /// The groups of eight views between the first four views and the last four.
  static let groups = 24
  /// How many views the file describes: every entry of a `views:` list, and the table.
  static let viewCount = 4 + 8 * groups + 4

  /// The banner's text for `version`, which the screen shows.
  static func banner(version: Int) -> String { "Contacts, version \(version):" }

  /// The file's text.
  static func text(version: Int = 1) -> String {
    var lines = [
      "# A generated scene of \(viewCount) views over Contact, for SceneBenchmarks.",
      "scene: \(scene)",
      "title: \"{contact.name}\"",
      "",
      "sources:",
      "  contacts: ContactsSource",
      "  contact: ContactSource",
      "  found: { search: contacts, for: search.text, in: name }",
      "",
      "actions:",
      "  save: { action: SaveContact, with: contact, success: Saved }",
      "  copy: { copy: contact.email, success: Copied }",
      "  back: goBack",
      "",
      "styles:",
      "  heading: { base: title, underline: true }",
      "",
      "views:",
      "  - label: { id: banner, text: \"\(banner(version: version)) {contact.name}\", style: heading }",
      "  - field: { id: search, placeholder: Search contacts }",
      "  - state:",
      "      of: found",
      "      loading: Loading contacts…",
      "      empty: No one matches.",
      "      content:",
      "        table:",
      "          source: found",
      "          sections: city",
      "          cell: { label: \"{name}  {city}  {age}\" }",
      "          select: { action: SaveContact }",
    ]
    for group in 0..<groups {
      let (key, title, converter) = numbers[group % numbers.count]
      lines += [
        "  - label: { text: \"Group \(group): {contact.name} of {contact.city}\", style: heading }",
        "  - row:",
        "      spacing: 1",
        "      views:",
        "        - label: \(title)",
        "        - field: { id: \(key)\(group), edit: contact.\(key), converter: \(converter) }",
        "        - label: { text: \"{\(key)\(group).error}\", style: error }",
        "  - row:",
        "      spacing: 2",
        "      views:",
        "        - button: { title: Save \(group), action: save }",
        thirdInRow[group % thirdInRow.count],
      ]
    }
    lines += [
      "  - row:",
      "      spacing: 2",
      "      views:",
      "        - button: { title: Save, action: save }",
      "        - button: { title: Back, action: back }",
      "  - label: { status: [save, copy, back] }",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The numbers the groups' fields edit in turn: key, label, converter.
  static let numbers = [
    ("age", "Age", "years"), ("visits", "Visits", "count"), ("rating", "Rating", "count"),
  ]

  /// The last view of each group's second row, in turn: a button with an action written in
  /// place, a toggle editing a flag, a label of two keys.
  static let thirdInRow = [
    "        - button: { title: Copy e-mail, action: { copy: contact.email, success: Copied } }",
    "        - toggle: { title: Active, edit: contact.active }",
    "        - label: \"{contact.email}, {contact.visits} visits\"",
  ]
}
