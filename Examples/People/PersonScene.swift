import Symbiosis
import SymbiosisTerminal

/// One person's page: their name, age (editable in place), height, colour and links.
final class PersonScene: Scene {
  static let segue = Segue("Person", .push) { PersonScene() }
  let person = SettableDataSource<Person>()

  override func content() throws -> any PlatformView {
    let (name, email, swatch, yardstick) = (
      Label(themeStyle: \.title), Label(), Label("      "), Yardstick()
    )
    let (ageField, ageError, status) = (TextField(), Label(themeStyle: \.error), Label())
    let (copy, open, back) = (Button("Copy e-mail"), Button("Open web page"), Button("Back"))
    try PersonBindingSet().connect(
      to: person,
      outlets: ["name": name, "email": email, "swatch": swatch, "height.view": yardstick])
    title <~ person.value.map { $0?.fullName ?? "" }
    let age = ageField.text <~> person.editable(\.age).converted(by: IntegerText(range: 0...130))
    ageError.reactive.text <~ age.error.map { $0?.message ?? "" }
    let copyEmail = CopyAction().reporting(success: "Copied ✓")
    copyEmail.connect(to: person.map(\.email), on: copy.taps)
    let openPage = OpenURLAction().reporting(success: "Opened ✓")
    openPage.connect(to: person.map(\.homepage), on: open.taps)
    let goBack = GoBackAction()
    goBack.connect(on: back.taps)
    status.reactive.text <~ ActionStatus(copyEmail, openPage, goBack).message.map { $0 ?? "" }
    let ageRow = Stack(.horizontal, spacing: 1, [Label("Age"), ageField, ageError])
    return Stack(
      .vertical, spacing: 1,
      [
        Stack(.horizontal, spacing: 2, [name, swatch]), email, ageRow, yardstick,
        Stack(.horizontal, spacing: 2, [copy, open, back]), status,
      ])
  }
}
