import Foundation
import Symbiosis

/// All the scene files of an app, read and checked together against the app's types and a
/// platform: it makes their scenes, and applies a file saved while they run.
///
/// ```swift
/// let library = try SceneLibrary(files: files, types: .people, platform: platform)
/// let navigator = Navigator(root: try library.scene(named: "People"))
/// library.reload(file: "Person.scene.yaml", text: edited)   // live scenes follow it
/// ```
@MainActor
public final class SceneLibrary {
  /// The app's registered types.
  public let types: SceneTypes
  /// The platform building the views.
  public let platform: any ScenePlatform
  /// Whether settable sources hold their `preview:` value, for showing a scene alone.
  public let showsPreviews: Bool
  /// The problems of the files as last given, every file's; empty when all are good. A file
  /// with problems keeps its last good definition.
  public var problems: Property<[SceneDiagnostic]> { problemStore }

  private let problemStore = MutableProperty<[SceneDiagnostic]>([])
  /// What the user should be told of what they just did, as a status line shows it: a segue
  /// to a scene no file describes any more says so (a segue that works, or the next save,
  /// clears it); nil when there is nothing to say.
  public var notice: Property<String?> { noticeStore }

  private let noticeStore = MutableProperty<String?>(nil)
  /// The last good definition of each file, by file name: all of them checked together.
  private var definitions: [String: SceneDefinition] = [:]
  /// What each file holds now, read, good or not.
  private var latest: [String: SceneReading] = [:]
  private var liveScenes: [WeakScene] = []
  /// The derived sources its scenes share.
  let sharedSources = SharedSources()
  /// What checks the files, asking the platform and the types once.
  private let checker: SceneChecker
  /// How many changes have been given, and the count at each file's latest: a change read
  /// after a newer one to its file was given is dropped.
  private var changes: UInt64 = 0
  private var changeOfFile: [String: UInt64] = [:]
  /// How many checks have started: a check's result lands only while no later one has
  /// started, as that one checks newer files.
  private var checks: UInt64 = 0

  private struct WeakScene {
    weak var scene: FileScene?
  }

  /// The scenes `files` (name and text) describe, checked together.
  ///
  /// - Throws: ``SceneErrors`` with every problem of every file.
  public convenience init(
    files: [(name: String, text: String)], types: SceneTypes, platform: any ScenePlatform,
    showsPreviews: Bool = false
  ) throws(SceneErrors) {
    try self.init(
      readings: files.map { SceneReading(yaml: $0.text, file: $0.name) }, types: types,
      platform: platform, showsPreviews: showsPreviews)
  }

  /// The scenes of files already read (off the main actor, say), checked together.
  ///
  /// - Throws: ``SceneErrors`` with every problem of every file.
  convenience init(
    readings: [SceneReading], types: SceneTypes, platform: any ScenePlatform,
    showsPreviews: Bool = false
  ) throws(SceneErrors) {
    var diagnostics = readings.flatMap(\.problems)
    let checker = SceneChecker(types: types, platform: platform)
    diagnostics += checker.check(readings)
    guard diagnostics.isEmpty else { throw SceneErrors(diagnostics) }
    self.init(
      definitions: readings.compactMap { reading in reading.definition.map { (reading.file, $0) } },
      checker: checker, platform: platform, showsPreviews: showsPreviews)
  }

  /// The scenes of the `*.scene.yaml` files in `directory`.
  ///
  /// - Throws: ``SceneErrors`` with every problem of every file, naming a file that cannot be
  ///   read (and why), or saying why `directory` holds no scene files.
  public convenience init(
    directory: URL, types: SceneTypes, platform: any ScenePlatform, showsPreviews: Bool = false
  ) throws(SceneErrors) {
    var files: [(name: String, text: String)] = []
    var problems: [SceneDiagnostic] = []
    for name in Self.fileNames(in: directory) {
      switch SceneFileReader.read(name, in: directory) {
      case .success(let text): files.append((name, text))
      case .failure(let problem): problems.append(problem)
      }
    }
    if files.isEmpty && problems.isEmpty {
      problems.append(
        SceneDiagnostic(
          Self.whyNoSceneFiles(in: directory),
          at: SourceLocation(file: directory.path, line: 1, column: 1)))
    }
    guard problems.isEmpty else { throw SceneErrors(problems) }
    try self.init(files: files, types: types, platform: platform, showsPreviews: showsPreviews)
  }

  /// Why `directory` gives no scene files: it is not there, not a folder, or its files are
  /// not named as scene files are.
  private static func whyNoSceneFiles(in directory: URL) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) else {
      return "the scene folder does not exist"
    }
    guard isFolder.boolValue else { return "the scene folder is not a folder but a file" }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    guard names.contains(where: { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }) else {
      return "no scene files (*.scene.yaml) here"
    }
    return "no scene files (*.scene.yaml) here; scene files are named *.scene.yaml"
  }

  /// The names of the scene files in `directory`, sorted: its `*.scene.yaml` files, but for
  /// hidden ones (an editor's `.#People.scene.yaml` lock, a link to nowhere).
  nonisolated package static func fileNames(in directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter(isFileName).sorted()
  }

  /// Whether `name` is a scene file's: `*.scene.yaml`, not hidden.
  nonisolated static func isFileName(_ name: String) -> Bool {
    name.hasSuffix(".scene.yaml") && !name.hasPrefix(".")
  }

  /// The scenes `definitions` describe, each read from its file and checked.
  private init(
    definitions: [(file: String, definition: SceneDefinition)], checker: SceneChecker,
    platform: any ScenePlatform, showsPreviews: Bool
  ) {
    types = checker.types
    self.checker = checker
    self.platform = platform
    self.showsPreviews = showsPreviews
    for (file, definition) in definitions { self.definitions[file] = definition }
  }

  /// The names of the scenes, sorted.
  public var sceneNames: [String] { definitions.values.map(\.name.value).sorted() }

  /// The named styles (`styles:`) of the scene called `name`, as its file last was good; none
  /// when no file describes it. A platform that draws styles ahead of the views (the browser's
  /// stylesheet) reads them.
  public func styles(ofScene name: String) -> [StyleDefinition] {
    definitions.values.first { $0.name.value == name }?.styles ?? []
  }

  /// A new scene made from the file whose scene is called `name`.
  ///
  /// - Throws: ``SceneErrors`` when no file describes a scene of that name.
  public func scene(named name: String) throws(SceneErrors) -> FileScene {
    guard let (file, definition) = definitions.first(where: { $0.value.name.value == name }) else {
      throw SceneErrors([
        SceneDiagnostic(
          "no scene named '\(name)'", at: SourceLocation(file: name, line: 1, column: 1),
          suggestion: NameSuggestion.closest(to: name, in: sceneNames))
      ])
    }
    let scene = FileScene(definition: definition, file: file, environment: self)
    liveScenes.removeAll { $0.scene == nil }
    liveScenes.append(WeakScene(scene: scene))
    return scene
  }

  /// Reads `text` as the new content of the file called `file`, and checks it with what the
  /// other files hold now: when all are good, every live scene made from a file that changed
  /// shows it, keeping its sources' values; otherwise ``problems`` lists what is wrong, in
  /// every file, and the scenes stay as they are.
  ///
  /// A source is kept when its id and kind stay: a settable source keeps its value (the one a
  /// segue passed, or the user's) whatever its `preview:` says, as the preview only matters
  /// to a library that ``showsPreviews``, where a changed preview is new data. A source
  /// renamed, of another kind or of another model is new, and so is each source computed
  /// from it.
  ///
  /// A change can break another file (a segue to a scene no longer there); fixing either file
  /// then applies both.
  public func reload(file: String, text: String) {
    given(file)
    latest[file] = SceneReading(yaml: text, file: file)
    recheck()
  }

  /// Applies `change`, as a ``SceneFileWatcher`` reports it: a file's new text, a file that
  /// cannot be read (a problem of that file, until it can), or a file removed.
  public func apply(_ change: SceneFileChange) {
    given(change.name)
    record(change, read: change.text.map { SceneReading(yaml: $0, file: change.name) })
    recheck()
  }

  /// Applies `changes` in order, as applying each alone does, reading each new text and
  /// checking the files off the main actor: however long or hostile a file, the screen keeps
  /// answering keys while it is read and checked.
  ///
  /// A newer change wins, whichever finishes first: a change to a file given while an older
  /// one to it is read replaces it, and the result of a check lands only while no later check
  /// has started (a later one checks what this one did, and newer files). Nothing lands once
  /// the calling task is cancelled (a ``SceneReloader`` stopped).
  public func apply(_ changes: [SceneFileChange]) async {
    await apply(changes, counted: count(changes))
  }

  /// Counts `changes` as given now, before they are read, and returns each file's count: which
  /// of two saves is newer is decided here, so a caller applying a save in a task of its own
  /// counts it when the save arrives, not when the task starts.
  func count(_ changes: [SceneFileChange]) -> [String: UInt64] {
    var given: [String: UInt64] = [:]
    for change in changes { given[change.name] = self.given(change.name) }
    return given
  }

  /// Applies `changes`, whose files were counted as `given` (by `count(_:)`): a change to a
  /// file whose later change was counted since is dropped, whichever is applied first.
  func apply(_ changes: [SceneFileChange], counted given: [String: UInt64]) async {
    let readings = await Self.read(changes)
    for (change, reading) in zip(changes, readings) {
      guard !Task.isCancelled else { return }
      guard changeOfFile[change.name] == given[change.name] else { continue }
      // Checked in the turn it is taken in: the last check started has every change taken.
      record(change, read: reading)
      let files = startCheck()
      let check = checks
      let diagnostics = await Self.diagnose(files, with: checker)
      guard check == checks, !Task.isCancelled else { continue }
      land(files, diagnostics)
    }
  }

  /// Counts a change given to `file`, and returns its count.
  @discardableResult
  private func given(_ file: String) -> UInt64 {
    changes += 1
    changeOfFile[file] = changes
    return changes
  }

  /// Each change's text read, off the main actor; nil where a change has no text.
  @concurrent
  private nonisolated static func read(_ changes: [SceneFileChange]) async -> [SceneReading?] {
    changes.map { change in change.text.map { SceneReading(yaml: $0, file: change.name) } }
  }

  /// Every problem of `readings`, found off the main actor.
  @concurrent
  private nonisolated static func diagnose(
    _ readings: [SceneReading], with checker: SceneChecker
  ) async -> [SceneDiagnostic] {
    checker.diagnose(readings)
  }

  /// Takes in `change`, whose text reads as `reading`, unchecked.
  private func record(_ change: SceneFileChange, read reading: SceneReading?) {
    if let reading {
      latest[change.name] = reading
    } else if let problem = change.problem {
      latest[change.name] = SceneReading(file: change.name, problem: problem)
    } else {
      latest[change.name] = nil
      definitions[change.name] = nil
    }
  }

  /// Forgets the file called `file`, as when it is deleted: its problems go, and the others
  /// are checked without it.
  ///
  /// Live scenes made from it keep running as they are, on its last good definition. Its
  /// scenes are no longer any file's, so a file that still segues to one of them has a
  /// problem, as `--check` would say, listed in ``problems`` until that file or the removed
  /// one is mended; while it is listed, saves wait, as for any broken file.
  public func remove(file: String) {
    given(file)
    latest[file] = nil
    definitions[file] = nil
    recheck()
  }

  /// Checks every file as it is now and, when all are good, shows the changed ones.
  private func recheck() {
    let readings = startCheck()
    land(readings, checker.diagnose(readings))
  }

  /// Starts a check: the files as they are now, in the order of their names.
  private func startCheck() -> [SceneReading] {
    checks += 1
    // A save is news of its own: what the notice said of an earlier segue may no longer hold.
    if noticeStore.value != nil { noticeStore.value = nil }
    for (name, definition) in definitions where latest[name] == nil {
      latest[name] = SceneReading(file: name, definition)
    }
    return latest.values.sorted { $0.file < $1.file }
  }

  /// Shows `diagnostics`, the problems of `readings`, and, when there are none, the files
  /// that changed.
  private func land(_ readings: [SceneReading], _ diagnostics: [SceneDiagnostic]) {
    if problemStore.value != diagnostics { problemStore.value = diagnostics }
    guard diagnostics.isEmpty else { return }
    var changed: Set<String> = []
    for reading in readings {
      guard let definition = reading.definition, definitions[reading.file] != definition else {
        continue
      }
      definitions[reading.file] = definition
      changed.insert(reading.file)
    }
    liveScenes.removeAll { $0.scene == nil }
    for live in liveScenes {
      guard let scene = live.scene, changed.contains(scene.file),
        let definition = definitions[scene.file], scene.definition != definition
      else { continue }
      scene.apply(definition)
    }
  }

  // MARK: What scenes ask of it

  /// The core segue `definition` describes: it makes the destination scene from its file.
  /// When no file describes that scene any more (its file was removed as the app ran), it
  /// shows an empty scene of that name, or nothing when the segue passes an item, while
  /// ``problems`` lists the segue as `--check` does and ``notice`` says why the scene cannot
  /// open.
  func segue(_ definition: SegueDefinition) -> Segue {
    let presentation: Presentation = definition.presentation?.value == "modal" ? .modal : .push
    let destination = definition.scene.value
    return Segue(definition.name.value, presentation) { [self] in
      do throws(SceneErrors) {
        let scene = try scene(named: destination)
        if noticeStore.value != nil { noticeStore.value = nil }
        return scene
      } catch {
        noticeStore.value =
          "cannot open '\(destination)': no scene file describes it now; "
          + "restore its file or change the segue '\(definition.name.value)'"
        return Scene(title: destination)
      }
    }
  }

  /// A new source of `kind`, computed from `upstream` when the kind is derived; with the text
  /// a search source looks for, which the scene's content feeds.
  func makeSource(
    _ kind: SourceDefinition.Kind, upstream: (any SceneSource)?, cases: [any SceneSource] = []
  ) -> (source: any SceneSource, term: MutableProperty<String>?)? {
    let upstreamModel = upstream.flatMap { types.shape(of: $0.valueType).model }
    switch kind {
    case .type(let name):
      return types.sources[name.value].map { ($0.make(), nil) }
    case .settable(let model, let preview):
      guard let registered = types.models[model.name.value] else { return nil }
      return (
        registered.settable(preview: showsPreviews ? preview : nil, isList: model.isList), nil
      )
    case .constant(let model, let value):
      guard let registered = types.models[model.name.value],
        case .success(let source) = registered.constant(value, isList: model.isList)
      else { return nil }
      return (source, nil)
    case .search(_, _, let key):
      let term = MutableProperty("")
      guard let upstream,
        let made = upstreamModel?.search(
          upstream, term: term, key: key.value, shared: sharedSources)
      else { return nil }
      return (made, term)
    case .filter(_, let key, let value):
      guard let upstream else { return nil }
      return upstreamModel?.filter(upstream, key: key.value, is: value).map { ($0, nil) }
    case .sorted(_, let key, let descending):
      guard let upstream else { return nil }
      return upstreamModel?.sorted(upstream, key: key.value, descending: descending)
        .map { ($0, nil) }
    case .sections(_, let key):
      guard let upstream else { return nil }
      return upstreamModel?.sections(upstream, key: key.value).map { ($0, nil) }
    case .highlighted:
      guard let upstream else { return nil }
      return upstreamModel?.highlighted(in: upstream).map { ($0, nil) }
    case .switching(_, let definitions):
      let term = MutableProperty("")
      guard let first = cases.first, cases.count == definitions.count,
        let made = first.switching(
          on: term.map { $0.isEmpty ? nil : $0 },
          cases: zip(definitions, cases).map { ($0.name.value, $1) })
      else { return nil }
      return (made, term)
    }
  }
}
