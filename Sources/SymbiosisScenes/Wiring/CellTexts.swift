/// The texts of a table's cell prototype, each made once, by where its template is written:
/// every cell of the table shows its item through the same ones.
@MainActor
final class CellTexts {
  /// The texts made so far.
  var made: [SourceLocation: ItemText] = [:]
}
