#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A data source kept in a JSON file: it reads the file on each load and writes every edit back.
///
/// ```swift
/// let todos = JSONFileSource<[Todo]>(file: URL(filePath: "todos.json"), whenMissing: [])
/// todos.modify { $0.append(Todo(title: "Buy milk")) }   // written to todos.json
/// ```
///
/// A missing file gives `whenMissing`, and the first edit creates the file (and its folder).
/// A file that cannot be read or decoded fails the load with a ``JSONFileFailure`` naming the
/// file and what is wrong, and is never written over: the source saves edits only after a load
/// succeeds (see ``DataSource/save(_:)``), so the file keeps every byte until it is fixed and a
/// refresh (Retry) reads it again. Each save replaces the file at once (a new file renamed over
/// it), so a crash leaves the old file or the new one, never half of one. A failed save is
/// ``DataSource/saveFailure``. Reading, decoding, encoding and writing run off the main actor.
///
/// A read-only source (`readOnly: true`) reads its file the same way and never writes it: its
/// edits are shown until the next load, as a plain ``DataSource``'s are. It is for a file an app
/// ships in its bundle, which the app must not change:
///
/// ```swift
/// let people = JSONFileSource<[Person]>(file: embedded, whenMissing: [], readOnly: true)
/// ```
///
/// A store of another kind (a database, a web API) plugs into the same hook: subclass
/// ``DataSource`` and override ``DataSource/load()`` and ``DataSource/save(_:)``.
public final class JSONFileSource<Value: Codable & Sendable>: DataSource<Value> {
  /// The file read and written.
  public nonisolated let file: URL
  /// The value a missing file gives.
  public nonisolated let whenMissing: Value
  /// The largest file read or written, in bytes: a larger file fails the load before it is
  /// read, and a value that would make one fails its save.
  public nonisolated let sizeLimit: Int
  /// Whether the source never writes its file, keeping edits only until the next load.
  public nonisolated let isReadOnly: Bool

  /// A source of the JSON file `file`, holding `whenMissing` while there is no file; files over
  /// `sizeLimit` bytes (64 MB unless told) are not read, and a `readOnly` source never writes.
  public init(file: URL, whenMissing: Value, sizeLimit: Int = 64 << 20, readOnly: Bool = false) {
    self.file = file
    self.whenMissing = whenMissing
    self.sizeLimit = sizeLimit
    self.isReadOnly = readOnly
    super.init(timeout: nil)
  }

  /// The file's value, or `whenMissing` when there is no file.
  ///
  /// - Throws: A ``JSONFileFailure`` when the file cannot be read, is too large, or does not
  ///   decode as a `Value`.
  public override func load() async throws -> Value {
    try await Self.read(file, whenMissing: whenMissing, sizeLimit: sizeLimit)
  }

  /// Writes `value` to the file, replacing it at once; a read-only source writes nothing.
  ///
  /// - Throws: A ``JSONFileFailure`` when the file cannot be written or would be too large.
  public override func save(_ value: Value) async throws {
    guard !isReadOnly else { return }
    try await Self.write(value, to: file, sizeLimit: sizeLimit)
  }

  @concurrent
  private nonisolated static func read(
    _ file: URL, whenMissing: Value, sizeLimit: Int
  ) async throws -> Value {
    func failure(_ problem: String) -> JSONFileFailure {
      JSONFileFailure(file: file, operation: .reading, problem: problem)
    }
    let data: Data
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
      if attributes[.type] as? FileAttributeType == .typeDirectory {
        throw failure("it is a folder, not a file")
      }
      if let size = attributes[.size].flatMap(Self.integer(of:)), size > sizeLimit {
        throw failure("it is over \(FileProblem.size(sizeLimit)), the most this source reads")
      }
      data = try Self.contents(of: file)
    } catch let error as JSONFileFailure {
      throw error
    } catch {
      if FileProblem.isMissing(error) { return whenMissing }
      throw failure(FileProblem.words(for: error))
    }
    guard data.count <= sizeLimit else {
      throw failure("it is over \(FileProblem.size(sizeLimit)), the most this source reads")
    }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch let error as DecodingError {
      throw failure(problem(of: error))
    }
  }

  /// What is wrong with the JSON: where and why it does not fit, or that it is not JSON at all.
  private nonisolated static func problem(of error: DecodingError) -> String {
    let failure = DecodingFailure(error)
    guard failure.path.isEmpty else { return failure.description }
    switch error {
    case .dataCorrupted: return "it is not well-formed JSON"
    case .typeMismatch(let type, _) where "\(type)".hasPrefix("Array<"):
      return "it holds no JSON list"
    case .typeMismatch(let type, _) where "\(type)".hasPrefix("Dictionary<"):
      return "it holds no JSON object"
    default: return failure.description
    }
  }

  @concurrent
  private nonisolated static func write(_ value: Value, to file: URL, sizeLimit: Int) async throws {
    func failure(_ problem: String) -> JSONFileFailure {
      JSONFileFailure(file: file, operation: .saving, problem: problem)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      throw failure("the value cannot be written as JSON (\(FileProblem.words(for: error)))")
    }
    guard data.count <= sizeLimit else {
      throw failure(
        "it would be over \(FileProblem.size(sizeLimit)), the most this source reads back")
    }
    // The file a link names is the one written, and it keeps its permissions: the new file
    // replaces the old one whole, which would otherwise make a read-only file writable.
    let target = file.resolvingSymlinksInPath()
    let permissions = (try? FileManager.default.attributesOfItem(atPath: target.path))?[
      .posixPermissions
    ].flatMap(Self.integer(of:))
    if let permissions, permissions & 0o222 == 0 { throw failure("it is read-only") }
    do {
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: target, options: .atomic)
      if let permissions {
        try FileManager.default.setAttributes(
          [.posixPermissions: permissions], ofItemAtPath: target.path)
      }
    } catch {
      throw failure(FileProblem.words(for: error))
    }
  }

  /// A file attribute's number, as Foundation gives it on each platform (an `NSNumber` bridges
  /// to `Int` where Foundation gives one).
  private nonisolated static func integer(of value: Any) -> Int? {
    (value as? Int) ?? (value as? any BinaryInteger).map { Int(clamping: $0) }
  }

  /// The bytes of `file`, mapped rather than read, so that a file grown past the limit since
  /// its size was asked is told (by the caller) without reading it all.
  private nonisolated static func contents(of file: URL) throws -> Data {
    try Data(contentsOf: file, options: .alwaysMapped)
  }
}
