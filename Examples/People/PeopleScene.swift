import Symbiosis
import SymbiosisTerminal

/// The directory: a search field over everyone, in sections by initial, with its loading,
/// empty and failed states; selecting someone opens their page.
final class PeopleScene: Scene {
  init() { super.init(title: "People") }

  let people = DataSource { try await PlatformServices.current[PeopleDirectory.self].people() }

  override func content() throws -> any PlatformView {
    let search = TextField(placeholder: "Search people")
    let found = people.search(search.text) { $0.fullName.localizedCaseInsensitiveContains($1) }
    let table = TableView(sections: found.sections(by: \.initial), cell: Label.init) {
      $0.text = "\($1.fullName)  \($1.age)"
    }
    let (loading, empty) = (Label("Loading people…"), Label("No one to show."))
    let (message, retry) = (Label(themeStyle: \.error, wraps: true), Button("Retry"))
    let failed = Stack(.vertical, spacing: 1, [message, retry])
    try StateBinding().connect(
      toStateOf: found,
      outlets: [
        "content": table, "loading": loading, "empty": empty, "failed": failed,
        "failureMessage": message,
      ])
    SegueAction(PersonScene.segue, from: people).connect(on: table.selections)
    RefreshAction(people).bind(to: retry)
    return Stack(.vertical, spacing: 1, [search, loading, empty, failed, table])
  }
}
