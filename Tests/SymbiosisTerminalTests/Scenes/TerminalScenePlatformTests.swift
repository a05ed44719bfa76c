import Foundation
import Symbiosis
import SymbiosisScenes
import SymbiosisTerminal
import SymbiosisTerminalScenes
import SymbiosisTerminalTesting
import SymbiosisTesting
import Testing

/// The terminal's view kinds, stacks and lists, made as the scene builder makes them: by kind
/// name, setting properties by name.
@MainActor
@Suite("The terminal's scene platform")
struct TerminalScenePlatformTests {
  let platform = TerminalScenePlatform()

  /// A view of `kind` with `properties` set, as a scene file's `- kind: { … }` makes it.
  func make(_ kind: String, _ properties: [String: ViewProperty.Value] = [:]) throws -> View {
    let kind = try #require(platform.viewKinds[kind])
    let view = try #require(kind.make() as? View)
    for (name, value) in properties { try #require(kind.properties[name]).set(view, value) }
    return view
  }

  @Test func everyKindIsRegisteredUnderItsNameWithAMainPropertyItTakes() throws {
    let names = [
      "label", "field", "textView", "button", "toggle", "picker", "progress", "spinner", "image",
      "box",
    ]
    #expect(Set(platform.viewKinds.keys) == Set(names))
    for (name, kind) in platform.viewKinds {
      #expect(kind.name == name)
      let main = try #require(kind.mainProperty, "\(name)")
      #expect(kind.properties[main]?.kind == .text, "\(name)")
    }
  }

  @Test func aLabelShowsItsTextWrappedAndAligned() throws {
    let label = try make("label", ["text": .text("one two three"), "wraps": .boolean(true)])
    let terminal = TestTerminal(label, columns: 7, rows: 2)
    #expect(terminal.lines == ["one two", "three"])
    let centred = try make("label", ["text": .text("ab"), "align": .choice("center")])
    let other = TestTerminal(centred, columns: 6, rows: 1)
    #expect(other.lines == ["  ab"])
  }

  @Test func aFieldsTextInputIsTheTextTheUserTypes() throws {
    let kind = try #require(platform.viewKinds["field"])
    let field = try make("field", ["placeholder": .text("Search"), "text": .text("a")])
    let text = try #require(kind.textInput?(field))
    let terminal = TestTerminal(field, columns: 10, rows: 1)
    terminal.type("da")
    #expect(text.value == "ada")
    text.value = ""
    #expect(terminal.lines == ["Search"])
  }

  @Test func aToggleFlagInputIsWhetherItIsOnAndAButtonIsAnActionControl() throws {
    let kind = try #require(platform.viewKinds["toggle"])
    let toggle = try make("toggle", ["title": .text("Notify")])
    let isOn = try #require(kind.flagInput?(toggle))
    let terminal = TestTerminal(toggle, columns: 12, rows: 1)
    terminal.press(.character(" "))
    #expect(isOn.value)
    #expect(terminal.lines == ["[x] Notify"])
    let button = try make("button", ["title": .text("Save")])
    #expect(button is any ActionControl)
    #expect(TestTerminal(button, columns: 10, rows: 1).lines == ["[ Save ]"])
  }

  @Test func progressTakesAFractionAsTextAndSlidesWithoutOne() throws {
    let bar = try #require(try make("progress", ["value": .text("0.5")]) as? ProgressBar)
    #expect(bar.progress == 0.5)
    try #require(platform.viewKinds["progress"]?.properties["value"]).set(bar, .text(""))
    #expect(bar.progress == nil)
  }

  @Test func aBoxIsATitledBorderAroundWrappedText() throws {
    let box = try make("box", ["title": .text("Note"), "text": .text("hello")])
    let terminal = TestTerminal(box, columns: 12, rows: 3)
    #expect(terminal.lines == ["┌ Note ────┐", "│hello     │", "└──────────┘"])
  }

  @Test func aSpinnerShowsItsText() throws {
    let spinner = try make("spinner", ["text": .text("Loading"), "animating": .boolean(false)])
    #expect(TestTerminal(spinner, columns: 12, rows: 1).lines == ["  Loading"])
  }

  @Test func anImageShowsThePictureAtItsPath() async throws {
    let url = try #require(
      Bundle.module.url(forResource: "gradient16", withExtension: "png", subdirectory: "Fixtures"))
    let work = PendingWork()  // the pictures' loads
    let image = try PendingWork.$current.withValue(work) {
      try #require(try make("image", ["path": .text(url.path)]) as? ImageView)
    }
    await work.settled()
    #expect(image.image?.width == 16)
    let path = try #require(platform.viewKinds["image"]?.properties["path"])
    path.set(image, .text(""))
    #expect(image.image == nil)
    // A relative path is found in the platform's image folder.
    let beside = TerminalScenePlatform(imageFolder: url.deletingLastPathComponent())
    let relative = try #require(beside.viewKinds["image"]?.make() as? ImageView)
    let relativePath = try #require(beside.viewKinds["image"]?.properties["path"])
    PendingWork.$current.withValue(work) { relativePath.set(relative, .text("gradient16.png")) }
    await work.settled()
    #expect(relative.image?.width == 16)
  }

  @Test func theDefaultImagesAreFilesOnly() async throws {
    let web = try #require(URL(string: "https://example.org/a.png"))
    await #expect(throws: ImageSourceNotSupported.self) {
      try await TerminalViewKinds.fileImages.image(at: web)
    }
  }

  @Test func aStackLaysItsViewsAlongItsAxisSpacingApart() throws {
    let row = platform.stack(
      .horizontal, spacing: 2,
      views: [try make("label", ["text": .text("a")]), try make("label", ["text": .text("b")])])
    #expect(try TestTerminal(#require(row as? View), columns: 6, rows: 1).lines == ["a  b"])
  }

  @Test func identifyGivesTheViewItsSceneID() throws {
    let label = try make("label")
    platform.identify(label, as: "name")
    #expect(label.sceneID == "name")
  }
}
