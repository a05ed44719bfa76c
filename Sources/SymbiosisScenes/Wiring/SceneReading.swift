/// One scene file as read: what of its definition could be read, and the problems of its
/// YAML and shape.
struct SceneReading: Sendable {
  /// The file's name.
  let file: String
  /// The scene, as far as it could be read; nil when the file is not a scene at all.
  let definition: SceneDefinition?
  /// What is wrong with the file's YAML or shape.
  let problems: [SceneDiagnostic]
  /// The names the file gives sources, actions, segues and styles whose definitions could not
  /// be read, which the checker does not report again where they are used.
  let unreadable: Set<String>

  /// Reads `yaml`, the text of `file`.
  init(yaml: String, file: String) {
    self.file = file
    let node: SceneNode
    do throws(SceneErrors) {
      node = try SceneNode.parse(yaml: yaml, file: file)
    } catch {
      definition = nil
      problems = error.diagnostics
      unreadable = []
      return
    }
    let (definition, problems) = SceneDefinition.parse(node)
    self.definition = definition
    self.problems = problems
    var written: Set<String> = []
    for section in ["sources", "actions", "segues", "styles"] {
      let entries = node.entries?.first { $0.key.value == section }?.value.entries ?? []
      written.formUnion(entries.map(\.key.value))
    }
    let read = Set(
      (definition?.sources.map(\.id.value) ?? [])
        + (definition?.actions.compactMap(\.id?.value) ?? [])
        + (definition?.segues.map(\.name.value) ?? [])
        + (definition?.styles.map(\.name.value) ?? []))
    unreadable = problems.isEmpty ? [] : written.subtracting(read)
  }

  /// A file already read without problems.
  init(file: String, _ definition: SceneDefinition) {
    self.file = file
    self.definition = definition
    problems = []
    unreadable = []
  }

  /// A file that cannot be read, for `problem`.
  init(file: String, problem: SceneDiagnostic) {
    self.file = file
    definition = nil
    problems = [problem]
    unreadable = []
  }
}
