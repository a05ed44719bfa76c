import Symbiosis
import SymbiosisTerminal

/// The showcase's screen: a form, a table and a picture.
@MainActor
final class ShowcaseView {
  let nameField = TextField(placeholder: "Type a name")
  let addButton = Button("Add")
  let count = Label()
  let people = TableView<Int, String, Person, Label>(cell: { Label() }) { row, person in
    row.text = "• \(person.name)"
  }
  let picture = ImageView()
  private(set) lazy var root: View = {
    let form = Stack(
      .vertical, spacing: 1,
      [
        Label("Name"), nameField, addButton, count,
        Label(
          "Tab moves focus · Enter adds · Ctrl-C quits", style: Style(attributes: .dim), wraps: true
        ),
      ])
    form.width = .fixed(30)
    people.height = .fill
    let list = Box(title: "People", people)
    list.width = .fill
    picture.width = .fill
    let top = Stack(.horizontal, spacing: 2, [form, list])
    top.height = .fill(2)
    let frame = Box(title: "Picture", picture)
    frame.height = .fill(1)
    let page = Stack(.vertical, spacing: 1, [top, frame])
    page.padding = Insets(1)
    return page
  }()
}

/// Wires the showcase: every flow of data in one place.
enum ShowcaseBinding {
  @MainActor
  static func bind(view: ShowcaseView, model: ShowcaseModel) {
    view.nameField.text <~> model.name
    model.add.bind(to: view.addButton)
    // Enter in the field adds too; binding the action to the field would disable typing.
    let submit = { @MainActor (_: String) in _ = model.add.run() }
    submit <~ view.nameField.triggers
    view.people.bind(to: CollectionState(items: model.people))
    view.count.reactive.text <~ model.people.value.map { "\($0?.count ?? 0) people" }
  }
}
