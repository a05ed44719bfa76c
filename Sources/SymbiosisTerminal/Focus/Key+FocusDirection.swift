import Symbiosis

extension Key {
  /// The way an arrow key moves focus; `nil` for any other key.
  var focusDirection: FocusDirection? {
    switch self {
    case .up: .up
    case .down: .down
    case .left: .left
    case .right: .right
    default: nil
    }
  }
}
