import Symbiosis
import SymbiosisTesting
import Testing

/// The seed's model.
struct User: Equatable, Sendable {
  enum Title: String, Sendable {
    case sir
    case master
  }
  let username: String
  let title: Title
}

/// The seed's converter.
struct UserHelloConverter: Converter {
  func convert(_ user: User?) -> String {
    guard let user else { return "Goodbye" }
    return "Good morning, \(user.title.rawValue.uppercased()) \(user.username)"
  }
}

/// The seed's view model, with the disconnect action.
final class UserViewModel: ViewModel {
  let user: MutableProperty<User?>
  lazy var disconnect = Action(enabled: user.map { $0 != nil }) { [weak self] in
    self?.user.value = nil
  }
  var isConnected: Bool { user.value != nil }
  init(user: User) { self.user = MutableProperty(user) }
}

/// The seed's view: a hello label and a disconnect button.
final class UserView: TestComponentView<UserViewModel> {
  let labelUserHello = TestView()
  let buttonDisconnect = TestButton()
  override func bindings(_ viewModel: UserViewModel) {
    labelUserHello.reactive.text <~ viewModel.user.convert(UserHelloConverter())
    viewModel.disconnect.bind(to: buttonDisconnect)
  }
}

/// A view model that logs when it is mounted and unmounted.
final class MountLog: ViewModel {
  var log: [String] = []
  override func mount() { log.append("mount") }
  override func unmount() { log.append("unmount") }
}

final class MountLogView: TestComponentView<MountLog> {}

@MainActor
@Suite("Akane components")
struct AkaneComponentTests {
  @Test func theUserComponentGreetsAndDisconnects() throws {
    let view = UserView()
    let viewModel = UserViewModel(user: User(username: "Bruce", title: .master))
    try view.bind(viewModel)
    #expect(view.labelUserHello.text == "Good morning, MASTER Bruce")
    #expect(view.buttonDisconnect.isEnabled)
    view.buttonDisconnect.tap()
    #expect(!viewModel.isConnected)
    #expect(view.labelUserHello.text == "Goodbye")
    #expect(!view.buttonDisconnect.isEnabled)
  }

  @Test func bindingANewViewModelFirstEndsTheOldBindings() throws {
    let view = UserView()
    let bruce = UserViewModel(user: User(username: "Bruce", title: .master))
    let alfred = UserViewModel(user: User(username: "Alfred", title: .sir))
    try view.bind(bruce)
    try view.bind(alfred)
    #expect(view.labelUserHello.text == "Good morning, SIR Alfred")
    bruce.user.value = User(username: "Dick", title: .master)
    #expect(view.labelUserHello.text == "Good morning, SIR Alfred")
    view.buttonDisconnect.tap()
    #expect(bruce.isConnected, "the button runs only the current view model's action")
    #expect(!alfred.isConnected)
  }

  @Test func bindingTheSameViewModelAgainDoesNothing() throws {
    let model = MountLog()
    let view = MountLogView()
    try view.bind(model)
    try view.bind(model)
    #expect(model.log == ["mount"])
  }

  @Test func aWiringErrorInBindingsIsThrownAndLeavesNothingBound() {
    final class Broken: TestComponentView<UserViewModel> {
      let label = TestView()
      override func bindings(_ viewModel: UserViewModel) throws {
        label.reactive.text <~ viewModel.user.convert(UserHelloConverter())
        try PersonHeightYardstickBinding().connect(to: DataSource.constant(Person.ada))
      }
    }
    let view = Broken()
    let model = UserViewModel(user: User(username: "Bruce", title: .master))
    #expect(throws: WiringError.self) { try view.bind(model) }
    #expect(view.viewModel == nil)
    #expect(!model.isMounted)
    model.user.value = User(username: "Alfred", title: .sir)
    #expect(!view.label.text.contains("Alfred"), "the bindings made before the error ended")
  }

  @Test func mountAndUnmountFollowTheViewsShowingAViewModel() throws {
    let model = MountLog()
    let first = MountLogView()
    var second: MountLogView? = MountLogView()
    try first.bind(model)
    try second?.bind(model)
    #expect(model.log == ["mount"])
    first.unbind()
    #expect(model.isMounted)
    second = nil
    #expect(model.log == ["mount", "unmount"])
    #expect(!model.isMounted)
  }
}
