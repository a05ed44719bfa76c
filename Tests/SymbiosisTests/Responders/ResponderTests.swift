import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

/// The design's example: a reusable action given the current person.
final class CallResponder: Responder<Person> {
  let dialled = Collected<String>()
  override func respond(to person: Person) async throws {
    if person.age > 40 { throw Offline() }
    dialled.append(person.firstName)
  }
}

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
@Suite("Responders", .serialized)
struct ResponderTests {
  @Test func aResponderActsOnTheSourcesCurrentValue() async throws {
    let person = SettableDataSource(Person.ada)
    let button = TestButton()
    let responder = CallResponder()
    responder.connect(to: person, on: button.triggers)
    button.tap()
    try await waitUntil { !responder.isResponding.value }
    #expect(responder.dialled.all == ["Ada"])
  }

  @Test func itsErrorBecomesAValueAndTheNextSuccessClearsIt() async throws {
    let person = SettableDataSource(Person.alan)
    let button = TestButton()
    let responder = CallResponder()
    let status = TestView()
    status.reactive.text <~ responder.failure.map { $0 == nil ? "" : "Could not call" }
    responder.connect(to: person, on: button.triggers)
    button.tap()
    try await waitUntil { responder.failure.value != nil }
    #expect(status.text == "Could not call")
    person.set(.ada)
    button.tap()
    try await waitUntil { responder.failure.value == nil }
    #expect(status.text == "")
  }

  @Test func theStandardRespondersUseTheirServices() async throws {
    let clipboard = FakeClipboard()
    let opener = FakeOpener()
    let focus = FakeFocus()
    await CopyResponder(clipboard: clipboard).trigger(with: "text")?.value
    await OpenURLResponder(opener: opener).trigger(with: URL(string: "https://example.com")!)?.value
    await FocusNextResponder(focus: focus).trigger()?.value
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
    CopyResponder().connect(on: field.triggers)
    field.type("copied")
    field.pressReturn()
    try await waitUntil { !clipboard.copied.all.isEmpty }
    #expect(clipboard.copied.all == ["copied"])
  }

  @Test func aMissingServiceIsAnErrorValueNotACrash() async throws {
    let saved = PlatformServices.current
    defer { PlatformServices.current = saved }
    PlatformServices.current = PlatformServices()
    let back = GoBackResponder()
    await back.trigger()?.value
    #expect(back.failure.value as? ServiceUnavailable == ServiceUnavailable("Navigation"))
  }

  @Test func aResponderConnectedToAViewEndsWithIt() async throws {
    let person = SettableDataSource(Person.ada)
    weak var weakResponder: CallResponder?
    do {
      let button = TestButton()
      let responder = CallResponder()
      weakResponder = responder
      responder.connect(to: person, on: button.triggers)
    }
    #expect(weakResponder == nil)
  }
}
