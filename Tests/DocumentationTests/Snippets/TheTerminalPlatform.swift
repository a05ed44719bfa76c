// swift-format-ignore-file
// TheTerminalPlatform.md's example, compiled; lines are kept as the article shows them.
import Symbiosis
import SymbiosisTerminal

enum TheTerminalPlatformArticle {
  final class Settings: Sendable {
    let name = MutableProperty("Ada")
    let age = MutableProperty(36)
    let notify = MutableProperty(true)
    let theme = MutableProperty("Dark")
  }
  @MainActor func form(_ settings: Settings) -> View {
    let name = TextField(placeholder: "Name"), age = TextField(), ageError = Label()
    let notify = Toggle("Notify me"), theme = Picker(options: ["Light", "Dark", "Auto"])
    let saving = ProgressBar()                                   // no progress: a sliding block
    name.text <~> settings.name                                  // each control binds both ways
    let ageText = age.text <~> settings.age.converted(by: IntegerText(range: 0...130))
    ageError.reactive.text <~ ageText.error.map { $0?.message ?? "" }
    notify.isOn <~> settings.notify
    theme.selection <~> settings.theme                          // nil, an option no longer offered, leaves it
    let form = Stack(.vertical, spacing: 1, [name, Stack(.horizontal, spacing: 1, [age, ageError]), notify, theme, saving])
    return Box(title: "Settings", form)                          // a border with a title
  }
  @MainActor func main() async throws {
    let reason = try await App(root: form(Settings())).run()    // why the app ended; runAsMain() exits with it
    _ = reason
  }
}

enum TheTerminalPlatformTables {
  struct Task: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
    var done: Bool
  }
  final class TaskRow: View {
    let done = Toggle(""), title = TextField(), remove = Button("×")
    override init() {
      super.init()
      addSubview(Stack(.horizontal, spacing: 1, [done, title, remove]))
    }
    func show(_ task: Task) {
      done.isOn.value = task.done
      title.text.value = task.title
    }
  }
  @MainActor final class Model {
    let tasks = MutableProperty<[Task]>([])
    func toggleDone(_ id: Int) { tasks.modify { $0 = $0.map { $0.id == id ? Task(id: id, title: $0.title, done: !$0.done) : $0 } } }
  }
  @MainActor func tasks(_ model: Model, detail: Label) -> View {
    let list = TableView(items: model.tasks, cell: TaskRow.init) { $0.show($1) }   // a toggle, a field and a button a row
    list.hasSecondary = true                                     // Space on a row sends it here; Enter still selects
    let markDone = { @MainActor (task: Task) in model.toggleDone(task.id) }
    markDone <~ list.secondarySelections
    detail.reactive.text <~ list.highlights.map { $0?.title ?? "" }   // the row the keys are on
    return list
  }
}
