import Foundation

/// The one way a scene file is read from disk, by the library, the watcher and `--check` alike:
/// its bytes as UTF-8 text, or a problem saying why it cannot be read.
///
/// A file that is not UTF-8 is refused rather than read loosely: a Latin-1 `Café` read as
/// UTF-8 would show as `Caf�` on screen with no word of why.
enum SceneFileReader {
  /// The text of the file `name` in `directory`, or a problem located at the file's start.
  static func read(_ name: String, in directory: URL) -> Result<String, SceneDiagnostic> {
    let data: Data
    do {
      data = try Data(contentsOf: directory.appending(path: name))
    } catch {
      return .failure(problem("cannot read the file: \(reason(error))", file: name))
    }
    return text(of: data, file: name)
  }

  /// `data` as the text of `file`, or a problem when it is not UTF-8.
  static func text(of data: Data, file: String) -> Result<String, SceneDiagnostic> {
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
