import Foundation

/// What a polling look knows of a scene file without reading it: which file the name points at,
/// its size and when it was last written.
///
/// Two saves of the same size within one tick of the modification time look alike, so a file
/// written in the last ``racyWindow`` is read again all the same (as Git does with its index).
struct SceneFileStamp: Sendable, Equatable {
  /// How recent a write must be for the stamp not to be trusted.
  static let racyWindow: TimeInterval = 2

  var file: Int
  var size: Int
  var modified: Date

  /// The stamp of the file `name` in `directory` (through a link), or nil when there is none.
  init?(_ name: String, in directory: URL) {
    let path = directory.appending(path: name).resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    file = (attributes[.systemFileNumber] as? Int) ?? 0
    size = (attributes[.size] as? Int) ?? 0
    self.modified = modified
  }

  /// Whether the file can be taken as unchanged, at `now`, when its stamp was `self` before.
  func vouches(for new: SceneFileStamp?, at now: Date) -> Bool {
    guard let new, new == self else { return false }
    return now.timeIntervalSince(modified) > Self.racyWindow
  }
}
