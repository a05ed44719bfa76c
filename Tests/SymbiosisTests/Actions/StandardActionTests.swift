import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

final class FakeClipboard: ClipboardService {
  let copied = Recorder<String>()
  func copy(_ text: String) async throws { copied.record(text) }
}

final class FakeOpener: URLOpener {
  let opened = Recorder<URL>()
  func open(_ url: URL) async throws { opened.record(url) }
}

@MainActor
final class FakeFocus: FocusService {
  var moves = 0
  func focusNext() { moves += 1 }
}

@MainActor
@Suite("Standard actions")
struct StandardActionTests {
  @Test func theStandardActionsUseTheServicesOfTheirScope() async throws {
    let clipboard = FakeClipboard()
    let opener = FakeOpener()
    let focus = FakeFocus()
    let (copy, open, next) = PlatformServices.with({
      $0.clipboard = clipboard
      $0.urlOpener = opener
      $0.focus = focus
    }) { (Action.copy(), Action.openURL(), Action.focusNext()) }
    await copy.run("text")?.value
    await open.run(URL(string: "https://example.com")!)?.value
    await next.run()?.value
    #expect(clipboard.copied.values == ["text"])
    #expect(opener.opened.values == [URL(string: "https://example.com")!])
    #expect(focus.moves == 1)
  }

  @Test func backAndDismissUseTheNavigation() async throws {
    let navigator = Navigator(root: PeopleScene())
    try navigator.perform(comparePeople, passing: Person.ada, into: "left")
    try navigator.perform(showPerson, passing: Person.alan)
    let (back, dismiss) = PlatformServices.with({ $0.navigation = navigator }) {
      (Action.goBack(), Action.dismiss())
    }
    await back.run()?.value
    #expect(navigator.stack.value.count == 2)
    await dismiss.run()?.value
    #expect(navigator.stack.value.count == 1)
    await dismiss.run()?.value
    #expect(dismiss.failure.value as? NavigationError == .nothingToDismiss)
  }

  @Test func aMissingServiceIsAnErrorValueNotACrash() async throws {
    let back = PlatformServices.with({ $0.navigation = nil }) { Action.goBack() }
    await back.run()?.value
    #expect(back.failure.value as? ServiceUnavailable == ServiceUnavailable("Navigation"))
    #expect(back.isEnabled.value, "it can be tried again")
  }

  @Test func refreshLoadsTheSourceAgainAndIsDisabledWhileItLoads() async throws {
    let gate = Gate<[String]>()
    let loads = Recorder<Void>()
    let names = DataSource<[String]> {
      loads.record()
      return try await gate.load()
    }
    let retry = RefreshAction(names)
    let button = TestButton()
    retry.bind(to: button)
    let work = PendingWork()  // the loads and runs the test starts
    PendingWork.$current.withValue(work) { names.refresh() }
    try await gate.answer(.failure(Offline()))
    await work.settled()
    #expect(names.phase.value == .failed)
    #expect(button.isEnabled)
    PendingWork.$current.withValue(work) { button.tap() }
    // The load waits on the gate, so it cannot settle yet.
    try await waitUntil { names.phase.value == .loading && !button.isEnabled }
    PendingWork.$current.withValue(work) { retry.run() }
    try await gate.answer(.success(["Ada"]))
    await work.settled()
    #expect(names.value.value == ["Ada"] && button.isEnabled)
    #expect(loads.values.count == 2, "a run while loading does not start another load")
    #expect(retry.failure.value == nil, "the load's failure shows in the source, not the action")
  }
}
