import Foundation
import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// `edit:` with `on: change | enter | leave` and `ifEmpty:`, through a real scene library on the
/// stand-in platform, whose views report the edit events a test sends them.
@MainActor
@Suite struct EditCommitModeTests {
  let platform = StandInPlatform()
  let log = ActionLog()
  /// The loads, runs and values on their way that the test starts.
  let work = PendingWork()
  /// The scenes shown.
  let keeper = Keeper()

  /// Keeps what a test shows alive until it ends.
  @MainActor
  final class Keeper {
    var scenes: [FileScene] = []
  }

  static let file = """
    scene: Edit
    sources:
      first: { settable: Setting }
    actions:
      cleared: { action: NoteAction, with: first }
    views:
      - field: { id: typed, edit: first.name }
      - field: { id: entered, edit: first.name, on: enter }
      - field: { id: left, edit: first.name, on: leave, ifEmpty: cleared }
      - field: { id: rank, edit: first.rank, converter: number, on: enter }
      - textView: { id: notes, edit: first.name, on: leave, lines: 4 }
      - label: { id: shown, text: "{first.name}" }
    """

  /// The scene's content, its `first` source holding Sound, and every name `first` held after.
  /// The scene lives as long as `keeper`, as an app's shown scene does.
  func show() throws -> (StandInView, SettableDataSource<Setting>, MutableProperty<[String]>) {
    let library = try SceneLibrary(
      files: [("Edit.scene.yaml", Self.file)],
      types: .settings(log: log).converter("number", IntegerText(range: 0...99)),
      platform: platform)
    let scene = try library.scene(named: "Edit")
    keeper.scenes.append(scene)
    let root = try #require(try tracked { try scene.makeContent() } as? StandInView)
    let first = try #require(scene.source("first") as? SettableDataSource<Setting>)
    first.set(Setting(id: 1, name: "Sound", isOn: true, rank: 2))
    let seen = MutableProperty<[String]>([])
    // As long as `seen` lives.
    BindingTarget(lifetime: seen.lifetime) { [weak seen] (value: Setting?) in
      seen?.modify { $0.append(value?.name ?? "") }
    }.bindOutsideScope(first.value.changes)
    return (root, first, seen)
  }

  func tracked<Result>(_ body: () throws -> Result) rethrows -> Result {
    try PendingWork.$current.withValue(work, operation: body)
  }

  func view(_ id: String, in root: StandInView) throws -> StandInView {
    try #require(root.find(id))
  }

  @Test func onEnterWritesNothingWhileTypingThenTheTrimmedTextAtEnter() throws {
    let (root, first, seen) = try show()
    let field = try view("entered", in: root)
    #expect(field.textInput.value == "Sound")
    field.textInput.value = "  Volume"
    field.textInput.value = "  Volume  "
    #expect(seen.value == [], "the key's observers see nothing while the user types")
    #expect(first.value.value?.name == "Sound")
    field.send(.leave)
    #expect(first.value.value?.name == "Sound", "leaving an `on: enter` field writes nothing")
    field.send(.commit)
    #expect(seen.value == ["Volume"])
    #expect(field.textInput.value == "Volume", "the field shows the trimmed text it wrote")
    #expect(try view("typed", in: root).textInput.value == "Volume")
    #expect(try view("shown", in: root).text == "Volume")
  }

  @Test func escapeRestoresTheKeysValueAndWritesNothing() throws {
    let (root, first, seen) = try show()
    let field = try view("entered", in: root)
    field.textInput.value = "Mistake"
    field.send(.cancel)
    #expect(field.textInput.value == "Sound")
    #expect(seen.value == [])
    field.send(.commit)
    #expect(first.value.value?.name == "Sound")
  }

  @Test func onLeaveWritesWhenFocusLeavesOrAtEnter() throws {
    let (root, first, _) = try show()
    let field = try view("left", in: root)
    field.textInput.value = " Mute "
    field.send(.leave)
    #expect(first.value.value?.name == "Mute")
    field.textInput.value = "Loud"
    field.send(.commit)
    #expect(first.value.value?.name == "Loud")
  }

  @Test func anEmptyCommittedTextRunsIfEmptyInPlaceOfBeingWritten() async throws {
    let (root, first, seen) = try show()
    let field = try view("left", in: root)
    field.textInput.value = "   "
    tracked { field.send(.leave) }
    await work.settled()
    #expect(log.entries == ["Sound"], "ifEmpty ran, with the value as it was")
    #expect(seen.value == [])
    #expect(first.value.value?.name == "Sound")
    #expect(field.textInput.value == "Sound", "the field shows the key's value again")
  }

  @Test func theKeyChangingShowsUnlessTheUserIsTyping() throws {
    let (root, first, _) = try show()
    let field = try view("entered", in: root)
    first.modify { $0.name = "Other" }
    #expect(field.textInput.value == "Other", "not typing: the key's change shows")
    field.textInput.value = "Mine"
    first.modify { $0.name = "Third" }
    #expect(field.textInput.value == "Mine", "typing: what the user typed stays")
    field.send(.cancel)
    #expect(field.textInput.value == "Third", "Escape shows the key's latest value")
  }

  @Test func onChangeStillWritesEachEdit() throws {
    let (root, first, _) = try show()
    let field = try view("typed", in: root)
    field.textInput.value = "S"
    #expect(first.value.value?.name == "S")
    field.send(.cancel)
    #expect(first.value.value?.name == "S", "Escape undoes nothing already written")
  }

  @Test func aConvertedFieldWritesWhatItsOnSays() throws {
    let (root, first, _) = try show()
    let field = try view("rank", in: root)
    #expect(field.textInput.value == "2")
    field.textInput.value = "7"
    #expect(first.value.value?.rank == 2)
    field.send(.commit)
    #expect(first.value.value?.rank == 7)
  }

  @Test func aTextViewEditsSeveralLines() throws {
    let (root, first, _) = try show()
    let notes = try view("notes", in: root)
    #expect(notes.properties["lines"] == .integer(4))
    notes.textInput.value = "Line one\nLine two\n"
    #expect(first.value.value?.name == "Sound")
    notes.send(.leave)
    #expect(first.value.value?.name == "Line one\nLine two")
  }

  @Test func theScenesOwnSpacingIsOneUnlessTheFileSetsIt() throws {
    for (line, spacing) in [("", 1), ("spacing: 0\n", 0), ("spacing: 3\n", 3)] {
      let library = try SceneLibrary(
        files: [("S.scene.yaml", "scene: S\n\(line)views:\n  - label: A\n  - label: B\n")],
        types: .settings(log: log), platform: platform)
      let root = try #require(try library.scene(named: "S").makeContent() as? StandInView)
      #expect(root.properties["spacing"] == .integer(spacing))
    }
  }

  /// The diagnostics loading `views` (and `extra` sections) gives, one line each.
  func problems(_ views: String, spacing: String = "") -> [String] {
    let text = """
      scene: T
      \(spacing)sources:
        first: { settable: Setting }
      views:
      \(views)
      """
    do {
      _ = try SceneLibrary(
        files: [("T.scene.yaml", text)], types: .settings(log: log), platform: platform)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func theCheckerRefusesEveryMisuseOfOnAndIfEmptyAtItsPlace() {
    #expect(
      problems("  - field: { edit: first.name, on: enetr }") == [
        "T.scene.yaml:5:36: error: 'on' takes one of 'change', 'enter', 'leave', not 'enetr'; did you mean 'enter'?"
      ])
    #expect(
      problems("  - field: { placeholder: Name, on: enter }") == [
        "T.scene.yaml:5:33: error: 'on:' says when 'edit:' writes the text, but this field has no 'edit:'"
      ])
    #expect(
      problems("  - field: { edit: first.name, ifEmpty: goBack }") == [
        "T.scene.yaml:5:32: error: 'ifEmpty:' runs when an empty text is committed, so it needs 'on: enter' or 'on: leave' beside it, and this field has no 'on:'"
      ])
    #expect(
      problems("  - field: { edit: first.name, on: leave, ifEmpty: nowhere }") == [
        "T.scene.yaml:5:52: error: unknown action 'nowhere'; expected 'dismiss', 'focusNext' or 'goBack'"
      ])
    #expect(
      problems("  - field: { edit: first.name, on: change, ifEmpty: goBack }") == [
        "T.scene.yaml:5:44: error: 'ifEmpty:' runs when an empty text is committed, so it needs 'on: enter' or 'on: leave' beside it, not 'on: change'"
      ])
    #expect(
      problems("  - label: { text: Hi, on: enter }") == [
        "T.scene.yaml:5:24: error: unknown property 'on' of 'label'; expected 'align', 'hidden', 'status', 'style', 'text' or 'wraps'"
      ])
    #expect(
      problems("  - textView: { edit: first.name, lines: 0 }") == [
        "T.scene.yaml:5:42: error: 'lines' takes a number from 1 to 1000, not 0"
      ])
  }

  @Test func theCheckerRefusesASpacingThatIsNotAWholeNumberFromZero() {
    #expect(
      problems("  - label: A", spacing: "spacing: -1\n") == [
        "T.scene.yaml:2:10: error: 'spacing' takes a number from 0 to 1000, not -1"
      ])
    #expect(
      problems("  - label: A", spacing: "spacing: wide\n") == [
        "T.scene.yaml:2:10: error: 'spacing' takes a whole number, not 'wide'"
      ])
  }
}

/// The stand-in, but its fields report no edit events, as a platform's own kind might not.
@MainActor
private final class EventlessPlatform: ScenePlatform {
  let standIn = StandInPlatform()

  var viewKinds: [String: ViewKind] {
    standIn.viewKinds.mapValues { kind in
      var kind = kind
      if kind.name == "field" { kind.editEvents = nil }
      return kind
    }
  }

  func apply(style name: String, styles: [StyleDefinition], to view: any PlatformView) {
    standIn.apply(style: name, styles: styles, to: view)
  }

  func removeStyle(from view: any PlatformView) { standIn.removeStyle(from: view) }

  func stack(_ axis: Axis, spacing: Int, views: [any PlatformView]) -> any PlatformView {
    standIn.stack(axis, spacing: spacing, views: views)
  }

  func list<Item: Identifiable & Sendable>(_ request: ListRequest<Item>) -> ListView<Item> {
    standIn.list(request)
  }
}

@MainActor
@Suite struct EditCommitModeOnAPlatformWithoutEventsTests {
  @Test func onEnterIsRefusedWhereTheFieldReportsNoEditEvents() {
    let file = """
      scene: T
      sources:
        first: { settable: Setting }
      views:
        - field: { edit: first.name, on: enter }
        - field: { edit: first.name, on: change }
      """
    do {
      _ = try SceneLibrary(
        files: [("T.scene.yaml", file)], types: .settings(log: ActionLog()),
        platform: EventlessPlatform())
      Issue.record("a field that reports no edit events took 'on: enter'")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "T.scene.yaml:5:36: error: a field on this platform does not tell when the user presses Enter or leaves it, so 'on:' takes only 'change', not 'enter'"
        ])
    }
  }
}
