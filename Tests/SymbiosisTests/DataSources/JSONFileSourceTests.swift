import Foundation
import Symbiosis
import Testing

private struct Todo: Identifiable, Codable, Equatable, Sendable {
  var id: Int
  var title: String
  var done = false
}

/// `JSONFileSource`: reads its file on load, writes every edit back, and never writes over a
/// file it could not read. Each test has a folder of its own, removed when it ends.
@MainActor
@Suite final class JSONFileSourceTests {
  let folder: URL
  let file: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appending(path: "JSONFileSourceTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    file = folder.appending(path: "todos.json")
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Runs `body`, then waits for the work it started (loads, saves) to end.
  private func settled(_ body: () -> Void) async {
    let work = PendingWork()
    PendingWork.$current.withValue(work, operation: body)
    await work.settled()
  }

  private func fileTodos() throws -> [Todo] {
    try JSONDecoder().decode([Todo].self, from: Data(contentsOf: file))
  }

  private func readFailure(_ source: JSONFileSource<[Todo]>) -> JSONFileFailure? {
    source.state.value.error as? JSONFileFailure
  }

  @Test func aMissingFileGivesWhenMissingAndTheFirstEditCreatesIt() async throws {
    let todos = JSONFileSource<[Todo]>(file: file, whenMissing: [])
    await settled { todos.refresh() }
    #expect(todos.phase.value == .empty)
    #expect(!FileManager.default.fileExists(atPath: file.path), "loading writes nothing")
    await settled { todos.modify { $0.append(Todo(id: 1, title: "Milk")) } }
    #expect(try fileTodos() == [Todo(id: 1, title: "Milk")])
  }

  @Test func theFirstEditCreatesTheFilesFolder() async throws {
    let nested = folder.appending(path: "config/todo/todos.json")
    let todos = JSONFileSource<[Todo]>(file: nested, whenMissing: [])
    await settled { todos.refresh() }
    await settled { todos.modify { $0.append(Todo(id: 1, title: "Milk")) } }
    let written = try JSONDecoder().decode([Todo].self, from: Data(contentsOf: nested))
    #expect(written == [Todo(id: 1, title: "Milk")])
  }

  @Test func everyEditIsSavedAndTheLastOfQuickEditsWins() async throws {
    try JSONEncoder().encode([Todo(id: 1, title: "Milk")]).write(to: file)
    let todos = JSONFileSource<[Todo]>(file: file, whenMissing: [])
    await settled { todos.refresh() }
    #expect(todos.value.value == [Todo(id: 1, title: "Milk")])
    await settled { todos.modify { $0[0].done = true } }
    #expect(try fileTodos() == [Todo(id: 1, title: "Milk", done: true)])
    await settled {
      todos.modify { $0.append(Todo(id: 2, title: "Eggs")) }
      todos.modify { $0.append(Todo(id: 3, title: "Bread")) }
      todos.modify { $0.removeFirst() }
    }
    #expect(try fileTodos() == [Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Bread")])
    let again = JSONFileSource<[Todo]>(file: file, whenMissing: [])
    await settled { again.refresh() }
    #expect(again.value.value == todos.value.value, "what is saved loads back")
  }

  @Test(arguments: [
    ("not json at all", "it is not well-formed JSON"),
    (#"[{"id": 1, "title": 7, "done": false}]"#, "[0].title is not of type String"),
    (#"{"id": 1}"#, "it holds no JSON list"),
    (#"[{"id": 1, "title": "Mi"#, "it is not well-formed JSON"),
  ])
  func aFileThatCannotBeDecodedIsNeverWritten(contents: String, problem: String) async throws {
    let bytes = Data(contents.utf8)
    try bytes.write(to: file)
    let todos = JSONFileSource<[Todo]>(file: file, whenMissing: [])
    await settled { todos.refresh() }
    #expect(todos.phase.value == .failed)
    let failure = try #require(readFailure(todos))
    #expect(failure.operation == .reading)
    #expect(failure.description.hasPrefix("Cannot read \(file.path): "))
    #expect(failure.description.hasSuffix("; the file was left untouched."))
    #expect(failure.problem == problem)
    await settled { todos.modify { $0.append(Todo(id: 9, title: "Lost")) } }
    #expect(try Data(contentsOf: file) == bytes, "an edit after the failure writes nothing")
    await settled { todos.refresh() }
    #expect(todos.phase.value == .failed, "Retry reads the file again")
    await settled { todos.modify { $0.append(Todo(id: 9, title: "Lost")) } }
    #expect(try Data(contentsOf: file) == bytes, "nor after Retry with it still bad")
  }

  @Test func aFileBrokenAfterALoadIsNotWrittenOverByTheValueShown() async throws {
    try JSONEncoder().encode([Todo(id: 1, title: "Milk")]).write(to: file)
    let todos = JSONFileSource<[Todo]>(file: file, whenMissing: [])
    await settled { todos.refresh() }
    let broken = Data(#"[{"id": 1, "title": "Milk", "done": "yes"}]"#.utf8)
    try broken.write(to: file)
    await settled { todos.refresh() }
    #expect(readFailure(todos)?.problem == "[0].done is not of type Bool")
    #expect(todos.value.value == [Todo(id: 1, title: "Milk")], "the last value stays shown")
    await settled { todos.modify { $0[0].done = true } }
    #expect(try Data(contentsOf: file) == broken)
  }

  @Test func aDecodingFailureNamesThePlaceAndTheProblem() async throws {
    try Data(#"[{"id": 1, "title": "Milk", "done": false}, {"id": 2, "done": true}]"#.utf8)
      .write(to: file)
    let todos = JSONFileSource<[Todo]>(file: file, whenMissing: [])
    await settled { todos.refresh() }
    #expect(
      readFailure(todos)?.description
        == "Cannot read \(file.path): [1].title is missing; the file was left untouched.")
  }

  @Test func retryReadsTheFixedFile() async throws {
    try Data("oops".utf8).write(to: file)
    let todos = JSONFileSource<[Todo]>(file: file, whenMissing: [])
    await settled { todos.refresh() }
    #expect(todos.phase.value == .failed)
    try JSONEncoder().encode([Todo(id: 1, title: "Milk")]).write(to: file)
    await settled { todos.refresh() }
    #expect(todos.value.value == [Todo(id: 1, title: "Milk")])
    await settled { todos.modify { $0[0].title = "Oat milk" } }
    #expect(try fileTodos() == [Todo(id: 1, title: "Oat milk")], "and saves edits again")
  }

  @Test func aFileOverTheSizeLimitIsNotReadNorWritten() async throws {
    let bytes = try JSONEncoder().encode([Todo(id: 1, title: "A title long enough")])
    try bytes.write(to: file)
    let todos = JSONFileSource<[Todo]>(file: file, whenMissing: [], sizeLimit: 16)
    await settled { todos.refresh() }
    #expect(readFailure(todos)?.problem == "it is over 16 bytes, the most this source reads")
    #expect(try Data(contentsOf: file) == bytes)
  }

  @Test func aValueOverTheSizeLimitIsNotSaved() async throws {
    let todos = JSONFileSource<[Todo]>(file: file, whenMissing: [], sizeLimit: 16)
    await settled { todos.refresh() }
    await settled { todos.modify { $0.append(Todo(id: 1, title: "A title long enough")) } }
    let failure = try #require(todos.saveFailure.value as? JSONFileFailure)
    #expect(failure.problem == "it would be over 16 bytes, the most this source reads back")
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func aFolderInTheFilesPlaceFailsTheLoad() async throws {
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    let todos = JSONFileSource<[Todo]>(file: file, whenMissing: [])
    await settled { todos.refresh() }
    #expect(readFailure(todos)?.problem == "it is a folder, not a file")
  }

  @Test func aFailedSaveShowsAndTheNextSaveWritesEveryEdit() async throws {
    let todos = JSONFileSource<[Todo]>(file: file, whenMissing: [])
    await settled { todos.refresh() }
    // A folder where the file goes: no one, not even root, can write the file there.
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    await settled { todos.modify { $0.append(Todo(id: 1, title: "Milk")) } }
    let failure = try #require(todos.saveFailure.value as? JSONFileFailure)
    #expect(failure.operation == .saving)
    #expect(failure.description.hasPrefix("Cannot save \(file.path): "))
    #expect(todos.value.value == [Todo(id: 1, title: "Milk")], "the edit stays")
    try FileManager.default.removeItem(at: file)
    await settled { todos.modify { $0.append(Todo(id: 2, title: "Eggs")) } }
    #expect(todos.saveFailure.value == nil)
    #expect(try fileTodos() == [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")])
  }

  @Test func aReadOnlySourceShowsEditsAndNeverWritesItsFile() async throws {
    let bytes = try JSONEncoder().encode([Todo(id: 1, title: "Milk")])
    try bytes.write(to: file)
    let todos = JSONFileSource<[Todo]>(file: file, whenMissing: [], readOnly: true)
    await settled { todos.refresh() }
    await settled { todos.modify { $0[0].done = true } }
    #expect(todos.value.value == [Todo(id: 1, title: "Milk", done: true)], "the edit shows")
    #expect(todos.saveFailure.value == nil)
    #expect(try Data(contentsOf: file) == bytes, "the file keeps every byte")
    await settled { todos.refresh() }
    #expect(todos.value.value == [Todo(id: 1, title: "Milk")], "a load shows the file again")
    let none = folder.appending(path: "none.json")
    let missing = JSONFileSource<[Todo]>(file: none, whenMissing: [], readOnly: true)
    await settled { missing.refresh() }
    await settled { missing.modify { $0.append(Todo(id: 1, title: "Milk")) } }
    #expect(missing.value.value == [Todo(id: 1, title: "Milk")])
    #expect(!FileManager.default.fileExists(atPath: none.path), "nor makes a missing one")
  }

  /// Regression: a save made a new file in the place of the old, so a read-only file became
  /// writable and took the edit, and a link became a file of its own.
  @Test func aSaveKeepsTheFilesPermissionsAndWritesThroughALink() async throws {
    let real = folder.appending(path: "real.json")
    try Data("[]".utf8).write(to: real)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: real)
    let todos = JSONFileSource<[Todo]>(file: file, whenMissing: [])
    await settled { todos.refresh() }
    await settled { todos.modify { $0.append(Todo(id: 1, title: "Milk")) } }
    #expect(todos.saveFailure.value == nil)
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: file.path)
    #expect(link == real.path, "the link is still a link")
    let written = try JSONDecoder().decode([Todo].self, from: Data(contentsOf: real))
    #expect(written == [Todo(id: 1, title: "Milk")])
    let attributes = try FileManager.default.attributesOfItem(atPath: real.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
  }

  @Test func aReadOnlyFileIsNeverWrittenAndTheFailureSaysSo() async throws {
    let bytes = Data("[]".utf8)
    try bytes.write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    let todos = JSONFileSource<[Todo]>(file: file, whenMissing: [])
    await settled { todos.refresh() }
    await settled { todos.modify { $0.append(Todo(id: 1, title: "Milk")) } }
    #expect(try Data(contentsOf: file) == bytes)
    #expect("\(try #require(todos.saveFailure.value))".contains("it is read-only"))
    #expect(todos.value.value == [Todo(id: 1, title: "Milk")], "the edit is kept")
  }
}
