/// Holds text the user copied.
public protocol ClipboardService: Sendable {
  /// Puts `text` on the clipboard.
  func copy(_ text: String) async throws
}
