import Symbiosis
import SymbiosisTerminal

/// The generated dashboard's 200 views built and bound in Swift, as People's scenes were before
/// scene files: the floor that shows what loading the file costs over code.
///
/// It wires what the file does, with the idioms a person writes: a template is a `map` of the
/// source's value, a button runs its action with `connect(to:on:)` (the file's buttons also
/// follow whether the action can run).
final class HandWrittenDashboard: Scene {
  let contacts = ContactsSource()
  let contact = ContactSource()

  init() { super.init(title: "") }

  override func content() throws -> any PlatformView {
    let heading = ThemedStyle(.title, adding: .underline)
    title <~ contact.value.map { $0?.name ?? "" }
    let banner = Label()
    banner.themedStyle = heading
    banner.reactive.text
      <~ contact.value.map {
        "\(DashboardFile.banner(version: 1)) \($0?.name ?? "")"
      }
    let search = TextField(placeholder: "Search contacts")
    let found = contacts.search(search.text) { $0.name.localizedCaseInsensitiveContains($1) }
    let table = TableView(sections: found.sections(by: \.city), cell: Label.init) {
      $0.text = "\($1.name)  \($1.city)  \($1.age)"
    }
    let save = SaveContact().reporting(success: "Saved")
    SaveContact().connect(on: table.selections)
    let (loading, empty) = (Label("Loading contacts…"), Label("No one matches."))
    try StateBinding().connect(
      toStateOf: found, outlets: ["content": table, "loading": loading, "empty": empty])
    var views: [View] = [banner, search, Stack(.vertical, spacing: 1, [loading, empty, table])]
    let copy = Action.copy().reporting(success: "Copied")
    let back = Action.goBack()
    for group in 0..<DashboardFile.groups {
      views += self.group(group, save: save, heading: heading)
    }
    let (saveButton, backButton) = (Button("Save"), Button("Back"))
    save.connect(to: contact, on: saveButton.taps)
    back.connect(on: backButton.taps)
    let status = Label()
    status.reactive.text <~ ActionStatus(save, copy, back).message.map { $0 ?? "" }
    views += [Stack(.horizontal, spacing: 2, [saveButton, backButton]), status]
    return Stack(.vertical, spacing: 1, views)
  }

  /// A group's heading and its two rows, as the file's group `group`.
  private func group(_ group: Int, save: SaveContact, heading: ThemedStyle) -> [View] {
    let header = Label()
    header.themedStyle = heading
    header.reactive.text
      <~ contact.value.map {
        "Group \(group): \($0?.name ?? "") of \($0?.city ?? "")"
      }
    let field = TextField()
    let error = Label(themeStyle: \.error)
    let edited =
      switch group % 3 {
      case 0: field.text <~> contact.editable(\.age).converted(by: IntegerText(range: 0...130))
      case 1:
        field.text <~> contact.editable(\.visits).converted(by: IntegerText(range: 0...1_000_000))
      default:
        field.text <~> contact.editable(\.rating).converted(by: IntegerText(range: 0...1_000_000))
      }
    error.reactive.text <~ edited.error.map { $0?.message ?? "" }
    let name = DashboardFile.numbers[group % 3].1
    let saveButton = Button("Save \(group)")
    save.connect(to: contact, on: saveButton.taps)
    let third: View
    switch group % 3 {
    case 0:
      let button = Button("Copy e-mail")
      Action.copy().reporting(success: "Copied").connect(
        to: contact.map(\.email), on: button.taps)
      third = button
    case 1:
      let toggle = Toggle("Active")
      toggle.isOn <~> contact.editable(\.active)
      third = toggle
    default:
      let label = Label()
      label.reactive.text
        <~ contact.value.map {
          "\($0?.email ?? ""), \($0.map { "\($0.visits)" } ?? "") visits"
        }
      third = label
    }
    return [
      header, Stack(.horizontal, spacing: 1, [Label(name), field, error]),
      Stack(.horizontal, spacing: 2, [saveButton, third]),
    ]
  }
}
