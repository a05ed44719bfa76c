#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why a ``JSONFileSource`` could not read or save its file, as one sentence for the user:
/// `Cannot read /home/ada/todos.json: [2].title is missing; the file was left untouched.`
public struct JSONFileFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// What the source was doing.
  public enum Operation: Hashable, Sendable {
    /// Loading: the file was left as it was, and edits are not saved until a load succeeds.
    case reading
    /// Saving an edit: the edit is kept, and the next save writes it.
    case saving
  }

  /// The file read or written.
  public let file: URL
  /// Whether the source was reading or saving.
  public let operation: Operation
  /// What is wrong, such as `[2].title is missing` or `permission denied`.
  public let problem: String

  /// A failure to do `operation` on `file` because of `problem`.
  public init(file: URL, operation: Operation, problem: String) {
    self.file = file
    self.operation = operation
    self.problem = problem
  }

  /// The file, what is wrong, and what became of the file or the edit.
  public var description: String {
    switch operation {
    case .reading: "Cannot read \(file.path): \(problem); the file was left untouched."
    case .saving:
      "Cannot save \(file.path): \(problem); the edits are kept and saved with the next one."
    }
  }
}
