import Symbiosis

extension Alignment {
  /// The offset of something `size` cells long in `room` cells.
  func offset(of size: Int, in room: Int) -> Int {
    switch self {
    case .leading, .fill: 0
    case .center: max(0, (room - size) / 2)
    case .trailing: max(0, room - size)
    }
  }
}
