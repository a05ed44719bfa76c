import Foundation
import Symbiosis

/// The check of one scene file: what its names stand for, and every problem found. It runs off
/// the main actor: what only the main actor can tell, the vocabulary told beforehand.
final class SceneCheck {
  let scene: SceneDefinition
  let scenes: [String: SceneDefinition]
  let types: SceneTypes
  let vocabulary: SceneVocabulary
  var diagnostics: [SceneDiagnostic] = []
  /// The shape of each source's value, by id; absent for a source with a problem.
  var shapes: [String: ValueShape] = [:]
  /// The kind of each view with an id.
  var viewKinds: [String: Located<String>] = [:]
  /// The ids of views with a converted `edit:`, whose `error` references read.
  var convertedViews: Set<String> = []
  /// Names the file gives things whose definitions could not be read: not reported again as
  /// unknown where they are used.
  let unreadable: Set<String>
  /// How many more unknown names get a did-you-mean: each looks through every name the file
  /// defines, so a file of thousands of unknown names would take time in the square of its
  /// size; no one reads past the first screenful of suggestions.
  var suggestionsLeft = 100
  /// Whether some file of the app could not be read as a scene: a scene name not among
  /// ``scenes`` may be its, so it is not reported as unknown.
  let someSceneUnread: Bool

  /// Kinds the builder makes itself, whatever the platform.
  static let constructs = Set(SceneSchema.layoutKinds.keys)
  /// The longest chain of sources computed one from another: each link is a subscription
  /// whose updates nest (a deep chain would overflow the stack) and part of the signature a
  /// reload compares.
  static let maximumDerivation = 32
  /// Properties every view takes.
  static let common = SceneSchema.commonProperties

  init(
    scene: SceneDefinition, scenes: [String: SceneDefinition], types: SceneTypes,
    vocabulary: SceneVocabulary, unreadable: Set<String> = [], someSceneUnread: Bool = false
  ) {
    self.unreadable = unreadable
    self.someSceneUnread = someSceneUnread
    self.scene = scene
    self.scenes = scenes
    self.types = types
    self.vocabulary = vocabulary
  }

  func run() -> [SceneDiagnostic] {
    checkDuplicates(scene.sources.map(\.id), what: "source id")
    checkDuplicates(scene.actions.compactMap(\.id), what: "action id")
    checkDuplicates(scene.segues.map(\.name), what: "segue")
    checkDuplicates(scene.styles.map(\.name), what: "style")
    var ids: [Located<String>] = []
    for view in scene.views { collectIDs(view, into: &ids) }
    checkDuplicates(ids, what: "view id")
    checkSources()
    checkRoute()
    for style in scene.styles { check(style) }
    for view in scene.views { check(view) }
    for action in scene.actions { check(action, item: nil) }
    for binding in scene.bindings { check(binding) }
    for segue in scene.segues { check(segue) }
    if let title = scene.title { check(title) }
    return diagnostics
  }

  func report(_ message: String, at location: SourceLocation, suggestion: String? = nil) {
    diagnostics.append(SceneDiagnostic(message, at: location, suggestion: suggestion))
  }

  /// Reports `name` as an unknown `what`, with the name in `names` probably meant or else the
  /// names (``SceneDiagnostic/unknown(_:_:among:of:in:others:listingAll:suggesting:)``), while
  /// ``suggestionsLeft`` lasts: after that, the names are not even gathered.
  func unknown<Names: Sequence<String>>(
    _ what: String, _ name: Located<String>, among names: @autoclosure () -> Names,
    of owner: String = ""
  ) {
    guard !unreadable.contains(name.value) else { return }
    guard suggestionsLeft > 0 else {
      return diagnostics.append(.unknown(what, name, among: [], of: owner, suggesting: false))
    }
    suggestionsLeft -= 1
    diagnostics.append(.unknown(what, name, among: names().sorted(), of: owner))
  }

  func checkDuplicates(_ names: [Located<String>], what: String) {
    var first: [String: SourceLocation] = [:]
    for name in names {
      if let location = first[name.value] {
        report(
          "duplicate \(what) '\(name.value)'; first at \(location.line):\(location.column)",
          at: name.location)
      } else {
        first[name.value] = name.location
      }
    }
  }
}
