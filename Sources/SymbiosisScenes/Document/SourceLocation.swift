/// Where something is in a scene file: the file's name, and a line and column counted from 1.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file's name as errors show it (`People.scene.yaml`).
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column in Unicode scalars, from 1.
  public var column: Int

  /// The place at `line` and `column` of `file`.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, as compilers print it.
  public var description: String { "\(file):\(line):\(column)" }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.file, a.line, a.column) < (b.file, b.line, b.column)
  }
}
