import Foundation

/// The one way a scene file is read from disk, by the library, the watcher and `--check` alike:
/// its text, or a problem saying why it cannot be read.
///
/// A file that is not UTF-8 is refused rather than read loosely: a Latin-1 `Café` read as
/// UTF-8 would show as `Caf�` on screen with no word of why. At most one byte more than a scene
/// file may hold is read: a longer file is refused all the same (by ``YAMLReader``, saying so),
/// and the watcher reads every file at each look, so a huge one would be held and read again
/// and again. What is not a regular file (a named pipe, which would block the read until
/// something writes to it) is not read.
enum SceneFileReader {
  /// The text of the file `name` in `directory`, or a problem located at the file's start.
  static func read(_ name: String, in directory: URL) -> Result<String, SceneDiagnostic> {
    let target = directory.appending(path: name).resolvingSymlinksInPath()
    let data: Data?
    do {
      let type = try FileManager.default.attributesOfItem(atPath: target.path)[.type]
      guard type as? FileAttributeType == .typeRegular else {
        return .failure(problem("cannot read the file: it is not a regular file", file: name))
      }
      let handle = try FileHandle(forReadingFrom: target)
      defer { try? handle.close() }
      data = try handle.read(upToCount: YAMLReader.maximumBytes + 1)
    } catch {
      return .failure(problem("cannot read the file: \(reason(error))", file: name))
    }
    return text(of: data ?? Data(), file: name)
  }

  /// `data` as the text of `file`, or a problem when it is not UTF-8. A file longer than a
  /// scene file may be, cut short where a character may be cut in two, is read loosely, for
  /// the reader to refuse for its length.
  static func text(of data: Data, file: String) -> Result<String, SceneDiagnostic> {
    if data.count > YAMLReader.maximumBytes {
      return .success(String(decoding: data, as: UTF8.self))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(problem("cannot read the file: it is not UTF-8 text", file: file))
    }
    return .success(text)
  }

  private static func problem(_ message: String, file: String) -> SceneDiagnostic {
    SceneDiagnostic(message, at: SourceLocation(file: file, line: 1, column: 1))
  }

  /// The underlying error in a few words: the system's reason when there is one.
  private static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    let text = underlying?.localizedDescription ?? error.localizedDescription
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
