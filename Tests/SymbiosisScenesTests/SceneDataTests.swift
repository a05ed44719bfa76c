import Symbiosis
import SymbiosisTesting
import Testing

@testable import SymbiosisScenes

/// Data in more places of a scene file: aggregates of lists, plurals, `hidden:` following a
/// flag, options from a source, `edit:` of a whole source or of every item's flag, and the
/// `filter … is:` and `switch` sources; built from yaml on the stand-in platform.
@MainActor
@Suite struct SceneDataTests {
  let platform = StandInPlatform()

  static let chores = """
    scene: Chores
    title: "{open.count|chore|chores} left"
    sources:
      chores: ErrandList
      filter: ErrandFilter
      open: { filter: chores, where: done, is: false }
      finished: { filter: chores, where: done }
      shown: { switch: filter, cases: { All: chores, Open: open, Done: finished } }
      names: ProjectNames
    views:
      - label: { id: counts, text: "{chores.count} in all, {finished.count} done, empty: {chores.isEmpty}" }
      - label: { id: flags, text: "all {chores.all.done}, any {chores.any.done}" }
      - toggle: { id: all, title: All done, edit: chores.all.done }
      - picker: { id: filter, options: [All, Open, Done], edit: filter }
      - field: { id: typed, edit: filter }
      - picker: { id: titles, options: chores.title }
      - picker: { id: projects, options: names }
      - label: { id: projectCount, text: "{names.count|project|projects}, none: {names.isEmpty}" }
      - table: { id: list, source: shown, cell: { label: "{title}" } }
      - button: { id: clear, title: Clear done, hidden: finished.isEmpty }
      - label: { id: none, text: Nothing to do, hidden: true }
    """

  func show(_ text: String = Self.chores) throws -> (FileScene, StandInView) {
    let library = try SceneLibrary(
      files: [("Chores.scene.yaml", text)], types: .errands, platform: platform)
    let scene = try library.scene(named: "Chores")
    return (scene, try #require(try scene.makeContent() as? StandInView))
  }

  func chores(_ scene: FileScene) throws -> DataSource<[Errand]> {
    try #require(scene.source("chores") as? DataSource<[Errand]>)
  }

  @Test func aggregatesOfAListShowInTemplatesAndFollowIt() throws {
    let (scene, root) = try show()
    #expect(root.find("counts")?.text == "3 in all, 1 done, empty: false")
    #expect(root.find("flags")?.text == "all false, any true")
    #expect(scene.title.value == "2 chores left")
    let chores = try chores(scene)
    chores.modify { list in for index in list.indices { list[index].done = true } }
    #expect(root.find("flags")?.text == "all true, any true")
    #expect(scene.title.value == "0 chores left")
    chores.modify { $0.removeAll() }
    #expect(root.find("counts")?.text == "0 in all, 0 done, empty: true")
    #expect(root.find("flags")?.text == "all false, any false", "all of no items is false")
  }

  @Test(arguments: 0..<20)
  func allAnyAndCountAgreeWithTheListForRandomLists(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed))
    let (scene, root) = try show()
    let chores = try chores(scene)
    for _ in 0..<10 {
      let list = (0..<Int.random(in: 0...6, using: &random)).map {
        Errand(id: $0, title: "\($0)", done: Bool.random(using: &random))
      }
      chores.modify { $0 = list }
      let (all, any) = (!list.isEmpty && list.allSatisfy(\.done), list.contains(where: \.done))
      #expect(root.find("flags")?.text == "all \(all), any \(any)", "\(list)")
      let done = list.filter(\.done).count
      #expect(
        root.find("counts")?.text
          == "\(list.count) in all, \(done) done, empty: \(list.isEmpty)")
      #expect(root.find("all")?.flagInput.value == all)
    }
  }

  @Test(arguments: [0, 1, 2, 3, 11, 21, 100, 1_000_001, -1, Int.max, Int.min])
  func aPluralShowsTheNumberAndTheWordForIt(count: Int) throws {
    let library = try SceneLibrary(
      files: [
        (
          "Tally.scene.yaml",
          """
          scene: Tally
          sources:
            tally: Tally
          views:
            - label: { id: shown, text: "{tally|item|items} left, {tally | day | days}" }
          """
        )
      ], types: .errands, platform: platform)
    let scene = try library.scene(named: "Tally")
    let root = try #require(try scene.makeContent() as? StandInView)
    let tally = try #require(scene.source("tally") as? SettableDataSource<Int>)
    tally.set(count)
    let (item, day) = count == 1 ? ("item", "day") : ("items", "days")
    #expect(root.find("shown")?.text == "\(count) \(item) left, \(count) \(day)")
    var random = SeededRandom(seed: UInt64(bitPattern: Int64(count)))
    for _ in 0..<100 {
      let n =
        Bool.random(using: &random)
        ? Int.random(in: -3...3, using: &random) : Int(truncatingIfNeeded: random.next())
      tally.set(n)
      let words = n == 1 ? ("item", "day") : ("items", "days")
      #expect(root.find("shown")?.text == "\(n) \(words.0) left, \(n) \(words.1)")
    }
  }

  @Test func aPluralInACellReadsTheItemsNumber() throws {
    let (_, root) = try show(
      Self.chores.replacingOccurrences(
        of: "cell: { label: \"{title}\" }", with: "cell: { label: \"{id|st|nd}\" }"))
    #expect(root.find("list")?.rows?() == ["1 st", "2 nd", "3 nd"])
  }

  @Test func hiddenFollowsABoolReference() throws {
    let (scene, root) = try show()
    let clear = try #require(root.find("clear"))
    #expect(!clear.isHidden)
    #expect(root.find("none")?.isHidden == true)
    try chores(scene).modify { list in for index in list.indices { list[index].done = false } }
    #expect(clear.isHidden, "nothing done: nothing to clear")
    try chores(scene).modify { $0[0].done = true }
    #expect(!clear.isHidden)
  }

  @Test func aToggleOfAllSetsTheFlagOfEveryItemInOneEdit() throws {
    let (scene, root) = try show()
    let chores = try chores(scene)
    let all = try #require(root.find("all"))
    #expect(!all.flagInput.value)
    let edits = MutableProperty(0)
    let counting = chores.value.changes.observeValues { _ in edits.modify { $0 += 1 } }
    defer { counting.cancel() }
    all.flagInput.value = true
    #expect(chores.value.value?.map(\.done) == [true, true, true])
    #expect(edits.value == 1, "one edit of the list")
    all.flagInput.value = false
    #expect(chores.value.value?.map(\.done) == [false, false, false])
    chores.modify { $0[1].done = true }
    #expect(!all.flagInput.value)
    chores.modify { $0 = [] }
    all.flagInput.value = true
    #expect(!all.flagInput.value, "a list without items is not all done")
  }

  @Test func aToggleOfAllOfADerivedListEditsItsRoot() throws {
    let (scene, root) = try show(
      Self.chores.replacingOccurrences(
        of: "edit: chores.all.done", with: "edit: shown.all.done"))
    let all = try #require(root.find("all"))
    all.flagInput.value = true
    #expect(try chores(scene).value.value?.map(\.done) == [true, true, true])
  }

  @Test func editNamesAWholeSourceOfText() throws {
    let (scene, root) = try show()
    let filter = try #require(scene.source("filter") as? DataSource<String>)
    let picker = try #require(root.find("filter"))
    let typed = try #require(root.find("typed"))
    #expect(picker.selectionInput.value == "All")
    #expect(typed.textInput.value == "All")
    picker.selectionInput.value = "Open"
    #expect(filter.value.value == "Open")
    #expect(typed.textInput.value == "Open")
    typed.textInput.value = "Done"
    #expect(filter.value.value == "Done")
    #expect(picker.selectionInput.value == "Done")
  }

  @Test func aPickersOptionsFollowASourceOfTextsOrAListsTextKey() throws {
    let (scene, root) = try show()
    #expect(root.find("titles")?.properties["options"] == .texts(["Dishes", "Laundry", "Plants"]))
    #expect(root.find("projects")?.properties["options"] == .texts(["Home", "Work"]))
    try chores(scene).modify { $0.append(Errand(id: 4, title: "Bins", done: false)) }
    #expect(
      root.find("titles")?.properties["options"]
        == .texts(["Dishes", "Laundry", "Plants", "Bins"]))
    let names = try #require(scene.source("names") as? SettableDataSource<[String]>)
    #expect(root.find("projectCount")?.text == "2 projects, none: false")
    names.set(["Garden"])
    #expect(root.find("projects")?.properties["options"] == .texts(["Garden"]))
    #expect(root.find("projectCount")?.text == "1 project, none: false", "a list of texts counts")
  }

  @Test func aFilterTakesTheValueItKeeps() throws {
    let (scene, _) = try show()
    let open = try #require(scene.source("open") as? DataSource<[Errand]>)
    let finished = try #require(scene.source("finished") as? DataSource<[Errand]>)
    #expect(open.value.value?.map(\.title) == ["Laundry", "Plants"])
    #expect(finished.value.value?.map(\.title) == ["Dishes"])
  }

  @Test func aSwitchShowsTheCaseItsTextNamesAndFailsNamingTheCases() throws {
    let (scene, root) = try show()
    let list = try #require(root.find("list"))
    let picker = try #require(root.find("filter"))
    #expect(list.rows?() == ["Dishes", "Laundry", "Plants"])
    picker.selectionInput.value = "Open"
    #expect(list.rows?() == ["Laundry", "Plants"])
    picker.selectionInput.value = "Done"
    #expect(list.rows?() == ["Dishes"])
    try chores(scene).modify { $0[1].done = true }
    #expect(list.rows?() == ["Dishes", "Laundry"], "the case shown follows its list")
    let shown = try #require(scene.source("shown") as? DataSource<[Errand]>)
    root.find("typed")?.textInput.value = "Later"
    #expect(shown.phase.value == .failed)
    #expect(
      shown.state.value.error.map { "\($0)" }
        == "no case is named 'Later'; the cases are 'All', 'Open', 'Done'")
  }
}

extension SceneDataTests {
  @Test func aReloadKeepsTheListAndTheFilterAndTheSwitchFollowsItsNewCases() throws {
    let library = try SceneLibrary(
      files: [("Chores.scene.yaml", Self.chores)], types: .errands, platform: platform)
    let scene = try library.scene(named: "Chores")
    var root = try #require(try scene.makeContent() as? StandInView)
    root.find("filter")?.selectionInput.value = "Open"
    let chores = try chores(scene)
    #expect(root.find("list")?.rows?() == ["Laundry", "Plants"])
    library.reload(
      file: "Chores.scene.yaml",
      text: Self.chores.replacingOccurrences(of: "Open: open", with: "Open: finished"))
    root = try #require(try scene.makeContent() as? StandInView)
    #expect(try self.chores(scene) === chores, "the list source stays")
    #expect(root.find("filter")?.selectionInput.value == "Open", "so does the filter")
    #expect(root.find("list")?.rows?() == ["Dishes"], "the case Open now shows the done chores")
  }
}

extension SceneDataTests {
  /// Regression: the root of a switch was found by following every case again at each level,
  /// so switches nested 30 deep, each of two cases of the one below, took 2^30 steps to load.
  @Test func switchesNestedDeepLoadAtOnce() throws {
    var sources = [
      "chores: ErrandList", "filter: ErrandFilter", "s0: { filter: chores, where: done }",
    ]
    for level in 1...30 {
      sources.append("s\(level): { switch: filter, cases: { A: s\(level - 1), B: s\(level - 1) } }")
    }
    let file =
      (["scene: Deep", "sources:"] + sources.map { "  " + $0 } + [
        "views:", "  - table: { source: s30, cell: { label: \"{title}\" } }",
        "  - toggle: { edit: s30.all.done }",
      ]).joined(separator: "\n")
    let library = try SceneLibrary(
      files: [("Deep.scene.yaml", file)], types: .errands, platform: platform)
    let scene = try library.scene(named: "Deep")
    _ = try scene.makeContent()
    #expect(scene.source("s30") != nil)
  }
}

extension SceneDataTests {
  private struct Weak {
    weak var object: AnyObject?
  }

  @Test func droppingTheSceneReleasesItsSwitchAggregatesAndEditsOfAll() async throws {
    var made: [Weak] = []
    let work = PendingWork()
    try PendingWork.$current.withValue(work) {
      let (scene, root) = try show()
      root.find("all")?.flagInput.value = true
      root.find("filter")?.selectionInput.value = "Done"
      let ids = ["chores", "filter", "open", "finished", "shown", "names"]
      made = ([scene, root] + ids.map { scene.source($0) } + root.all).map { Weak(object: $0) }
      #expect(made.allSatisfy { $0.object != nil })
    }
    // A save of an edit keeps its source until it has run: an edit is never lost with its scene.
    await work.settled()
    #expect(made.allSatisfy { $0.object == nil })
    #expect(platform.alive.isEmpty)
  }
}

/// Every mistake in data of the new places, reported at the word.
@MainActor
@Suite struct SceneDataCheckTests {
  func problems(_ text: String) -> [String] {
    do {
      _ = try SceneLibrary(
        files: [("T.scene.yaml", text)], types: .errands, platform: StandInPlatform())
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func aggregatesPluralsAndHiddenAreChecked() {
    let found = problems(
      """
      scene: T
      sources:
        chores: ErrandList
        tally: Tally
      views:
        - label: "{chores.cont} {chores.all} {chores.any.title} {chores.all.dne}"
        - label: "{chores.count.x} {chores.isEmpty|one|other}"
        - label: "{tally|item} {tally|a|}"
        - label: { text: "{tally|item|items}", hidden: chores.count }
        - label: { text: x, hidden: maybe }
        - table: { source: chores, cell: { label: { text: "{title|a|b}", hidden: done } } }
      """)
    #expect(
      found == [
        "T.scene.yaml:6:21: error: 'cont' is not a value of a list: [Errand] has count, isEmpty, all and any; did you mean 'count'?",
        "T.scene.yaml:6:35: error: 'all' needs a Bool key of Errand after it, like 'all.done'",
        "T.scene.yaml:6:52: error: key 'title' of Errand is String, but 'any' needs true or false",
        "T.scene.yaml:6:71: error: unknown key 'dne' of Errand; did you mean 'done'?",
        "T.scene.yaml:7:27: error: 'x' is not a key: the value is Int which has no keys",
        "T.scene.yaml:7:31: error: a plural needs a whole number, but 'chores.isEmpty' is Bool",
        "T.scene.yaml:8:14: error: a plural takes two words after the number, one and other, like '{tally|item|items}', found 1",
        "T.scene.yaml:8:27: error: a plural takes two words after the number, one and other, like '{tally|item|items}', found an empty one",
        "T.scene.yaml:9:50: error: 'hidden' takes true, false or a reference to true or false, like 'list.isEmpty', but 'chores.count' is Int",
        "T.scene.yaml:10:31: error: 'hidden' takes true, false or a reference to true or false, like 'list.isEmpty', not 'maybe'",
        "T.scene.yaml:11:55: error: a plural needs a whole number, but 'title' is String",
        "T.scene.yaml:11:76: error: in a table's cell, 'hidden' takes true or false, not 'done'",
      ])
  }

  @Test func editsOfSourcesAndAggregatesAndOptionsAreChecked() {
    let found = problems(
      """
      scene: T
      sources:
        chores: ErrandList
        filter: ErrandFilter
        tally: Tally
        names: ProjectNames
      views:
        - toggle: { edit: chores.count }
        - toggle: { edit: chores.any.done }
        - field: { edit: chores.all.done }
        - toggle: { edit: filter }
        - field: { edit: tally }
        - picker: { options: tally }
        - picker: { options: chores.done }
        - picker: { options: filter.x.y }
        - field: { edit: filter, converter: age }
        - toggle: { edit: names.isEmpty }
        - label: "{filter.count} {names.all.x}"
      """)
    #expect(
      found == [
        "T.scene.yaml:8:28: error: 'chores.count' is computed from the list, so 'edit:' cannot write it; 'edit:' takes a key, or 'all' and a Bool key to set on every item",
        "T.scene.yaml:9:28: error: 'any' cannot be edited: which items would change? 'edit:' sets a flag of every item with 'all', like 'chores.all.done'",
        "T.scene.yaml:10:20: error: 'chores.all.done' is true or false, but a field edits text",
        "T.scene.yaml:11:21: error: source 'filter' holds String, but a toggle edits true or false",
        "T.scene.yaml:12:20: error: source 'tally' holds Int, but a field edits text",
        "T.scene.yaml:13:24: error: 'options' takes a source of texts ([String]) or a text key of a list, like 'projects.name', but source 'tally' holds Int",
        "T.scene.yaml:14:31: error: key 'done' of Errand is Bool, but 'options' needs text",
        "T.scene.yaml:15:24: error: 'options' takes a source of texts ([String]) or a text key of a list, like 'projects.name', not 'filter.x.y'",
        "T.scene.yaml:16:28: error: 'edit: filter' takes no converter: a converter turns text into a key's type",
        "T.scene.yaml:16:39: error: unknown converter 'age'",
        "T.scene.yaml:17:27: error: 'names.isEmpty' is computed from the list, so 'edit:' cannot write it; 'edit:' takes a key, or 'all' and a Bool key to set on every item",
        "T.scene.yaml:18:21: error: 'count' is not a key: the value is String which has no keys",
        "T.scene.yaml:18:35: error: 'all' is not a key: the value is Array<String>, a list, which has only count and isEmpty",
      ])
  }

  @Test func filtersAndSwitchesAreChecked() {
    let found = problems(
      """
      scene: T
      sources:
        chores: ErrandList
        filter: ErrandFilter
        tally: Tally
        open: { filter: chores, where: done, is: maybe }
        a: { switch: tally, cases: { All: chores, Count: tally } }
        b: { switch: filter, cases: { All: chores, Odd: nope } }
        c: { switch: filter, cases: [chores] }
        d: { switch: filter }
        e: { switch: c, cases: { Me: e } }
      views: [label: x]
      """)
    #expect(
      found == [
        "T.scene.yaml:6:44: error: expected true or false, found 'maybe'",
        "T.scene.yaml:7:16: error: 'switch' needs text, the name of a case, but 'tally' is Int",
        "T.scene.yaml:7:52: error: case 'Count' holds Int, but case 'All' holds [Errand]; a switch's cases hold the same type",
        "T.scene.yaml:8:51: error: unknown source 'nope'; expected 'a', 'b', 'chores', 'e', 'filter' or 'tally'",
        "T.scene.yaml:9:31: error: expected a mapping of texts to sources' ids, like '{ All: todos, Active: active }', found a list",
        "T.scene.yaml:10:8: error: a 'switch' source needs 'cases:'",
        "T.scene.yaml:11:32: error: source 'e' is computed from itself",
      ])
  }
}
