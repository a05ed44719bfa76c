import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

final class FakeClipboard: ClipboardService {
  let copied = Collected<String>()
  func copy(_ text: String) async throws { copied.append(text) }
}

final class FakeOpener: URLOpener {
  let opened = Collected<URL>()
  func open(_ url: URL) async throws { opened.append(url) }
}

@MainActor
final class FakeFocus: FocusService {
  var moves = 0
  func focusNext() { moves += 1 }
}

@MainActor
@Suite("Standard actions", .serialized)
struct StandardActionTests {
  @Test func theStandardActionsUseTheirServices() async throws {
    let clipboard = FakeClipboard()
    let opener = FakeOpener()
    let focus = FakeFocus()
    await CopyAction(clipboard: clipboard).run("text")?.value
    await OpenURLAction(opener: opener).run(URL(string: "https://example.com")!)?.value
    await FocusNextAction(focus: focus).run()?.value
    #expect(clipboard.copied.all == ["text"])
    #expect(opener.opened.all == [URL(string: "https://example.com")!])
    #expect(focus.moves == 1)
  }

  @Test func theyFallBackToThePlatformsServices() async throws {
    let clipboard = FakeClipboard()
    let saved = PlatformServices.current
    defer { PlatformServices.current = saved }
    PlatformServices.current = PlatformServices(clipboard: clipboard)
    let field = TestTextField()
    CopyAction().connect(on: field.triggers)
    field.type("copied")
    field.pressReturn()
    try await waitUntil { !clipboard.copied.all.isEmpty }
    #expect(clipboard.copied.all == ["copied"])
  }

  @Test func aMissingServiceIsAnErrorValueNotACrash() async throws {
    let saved = PlatformServices.current
    defer { PlatformServices.current = saved }
    PlatformServices.current = PlatformServices()
    let back = GoBackAction()
    await back.run()?.value
    #expect(back.failure.value as? ServiceUnavailable == ServiceUnavailable("Navigation"))
  }

  @Test func refreshLoadsTheSourceAgainAndIsDisabledWhileItLoads() async throws {
    let gate = Gate<[String]>()
    let loads = Tally()
    let names = DataSource<[String]> {
      loads.increment()
      return try await gate.load()
    }
    let retry = RefreshAction(names)
    let button = TestButton()
    retry.bind(to: button)
    names.refresh()
    try await gate.answer(.failure(Offline()))
    try await waitUntil { names.phase.value == .failed }
    #expect(button.isEnabled)
    button.tap()
    try await waitUntil { names.phase.value == .loading && !button.isEnabled }
    button.tap()
    try await gate.answer(.success(["Ada"]))
    try await waitUntil { names.value.value == ["Ada"] && button.isEnabled }
    #expect(loads.count == 2, "a tap while loading does not start another load")
    #expect(retry.failure.value == nil, "the load's failure shows in the source, not the action")
  }
}
