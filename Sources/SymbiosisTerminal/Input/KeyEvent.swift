/// A key press: the key and the modifiers held with it.
public struct KeyEvent: Hashable, Sendable {
  /// The key pressed.
  public var key: Key
  /// The modifiers held; see ``Key`` for how Shift and Control combine with characters.
  public var modifiers: KeyModifiers

  /// A press of `key` with `modifiers`.
  public init(key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// A press of `key` with `modifiers`, for short literals such as `KeyEvent(.enter)`.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.init(key: key, modifiers: modifiers)
  }
}
