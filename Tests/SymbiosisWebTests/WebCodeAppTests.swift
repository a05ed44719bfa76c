import Foundation
import Symbiosis
import SymbiosisTesting
import SymbiosisWeb
import SymbiosisWebTesting
import Testing

/// A greeting and a rename, as a component's view model has them.
private final class GreetingModel: ViewModel {
  let name = MutableProperty("Ada")
  lazy var rename = Action { [weak self] in self?.name.value = "Grace" }
}

/// The greeting's web view: its bindings in one method.
private final class GreetingView: WebComponentView<GreetingModel> {
  let hello = WebLabel(), renameButton = WebButton("Rename")

  override init() {
    super.init()
    addChild(WebStack(.vertical, spacing: 1, [hello, renameButton]))
  }

  override func bindings(_ viewModel: GreetingModel) throws {
    hello.reactive.text <~ viewModel.name.map { "Hello, \($0)" }
    viewModel.rename.bind(to: renameButton)
  }
}

/// An app made in code: a greeting, and a button pushing a view made in code over it.
private final class HomeScene: Scene {
  weak var model: GreetingModel?

  init() { super.init(title: "Home") }

  override func content() throws -> any PlatformView {
    let greeting = GreetingView()
    let model = GreetingModel()
    self.model = model
    try greeting.bind(model)
    let more = WebButton("More")
    let ask = WebButton("Ask")
    let present = { @MainActor [weak self] (_: Void) in
      _ = self?.navigator?.present(WebButton("Close"), title: "Question")
    }
    present <~ ask.taps
    let push = { @MainActor [weak self] (_: Void) in
      _ = self?.navigator?.push(WebLabel("The details"), title: "Details")
    }
    push <~ more.taps
    return WebStack(.vertical, [greeting, more, ask])
  }
}

/// An app made in code, in the browser: a scene whose content is web views, a component, and
/// views pushed over it, with no scene file.
@MainActor
@Suite struct WebCodeAppTests {
  func browser() async -> WebTestClient {
    WebTestClient(session: await WebSession(root: HomeScene(), clock: ControllableClock()))
  }

  @Test func theFirstPageShowsTheComponentBoundToItsViewModel() async {
    let browser = await browser()
    #expect(browser.title == "Home")
    #expect(browser.text.contains("Hello, Ada"))
    #expect(browser.url == "/")
    #expect(browser.session.library == nil)
  }

  @Test func aClickRunsTheComponentsActionAndItsLabelFollows() async {
    let browser = await browser()
    #expect(browser.click("Rename"))
    await browser.settled()
    #expect(browser.text.contains("Hello, Grace"))
  }

  @Test func aViewPushedInCodeIsAScreenWithItsOwnURLAndBackLeavesIt() async {
    let browser = await browser()
    #expect(browser.click("More"))
    await browser.settled()
    #expect(browser.title == "Details")
    #expect(browser.text.contains("The details"))
    #expect(browser.history == ["/", "/screen/2"])
    browser.back()
    await browser.settled()
    #expect(browser.title == "Home")
    #expect(browser.url == "/")
  }

  /// A dialog is no place in the browser's history: it pushed `/screen/2`, and closing it left
  /// a Back that did nothing.
  @Test func aDialogPresentedInCodeKeepsTheURL() async {
    let browser = await browser()
    #expect(browser.click("Ask"))
    await browser.settled()
    #expect(browser.title == "Question")
    #expect(browser.history == ["/"])
    #expect(browser.session.path == "/")
  }

  @Test func eachSessionHasItsOwnScene() async {
    let first = await browser()
    let second = await browser()
    #expect(first.click("Rename"))
    await first.settled()
    #expect(first.text.contains("Hello, Grace"))
    #expect(second.text.contains("Hello, Ada"))
  }

  @Test func anEndedSessionReleasesItsSceneAndViewModel() async {
    weak var model: GreetingModel?
    weak var scene: HomeScene?
    do {
      let root = HomeScene()
      scene = root
      let session = await WebSession(root: root, clock: ControllableClock())
      model = root.model
      #expect(model != nil)
      session.end()
    }
    #expect(model == nil)
    #expect(scene == nil)
  }

  @Test func aComponentBoundAgainEndsTheBindingsOfTheModelBefore() throws {
    let view = GreetingView()
    let first = GreetingModel()
    let second = GreetingModel()
    second.name.value = "Grace"
    try view.bind(first)
    #expect(view.hello.text == "Hello, Ada")
    try view.bind(second)
    first.name.value = "Alan"
    #expect(view.hello.text == "Hello, Grace")
    #expect(view.viewModel === second)
    view.unbind()
    second.name.value = "Edsger"
    #expect(view.hello.text == "Hello, Grace")
    #expect(view.viewModel == nil)
  }
}
