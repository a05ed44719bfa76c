import Foundation

/// What a terminal's compiled terminfo entry says about its colours, read as ncurses finds it.
enum Terminfo {
  /// The most bytes read of an entry; real ones take a few kilobytes.
  private static let byteLimit = 1 << 16

  /// The `colors` capability of terminal `name`'s entry, or `nil` when there is no entry, it
  /// does not say, or it cannot be read.
  static func colors(ofTerminal name: String, environment: [String: String]) -> Int? {
    guard let first = name.utf8.first, !name.contains("/"), name != ".", name != ".." else {
      return nil
    }
    // ncurses keeps an entry under its first letter, or (on some systems) its hex code.
    let subfolders = [String(name.prefix(1)), String(first, radix: 16)]
    for folder in folders(environment) {
      for subfolder in subfolders {
        let path = folder + "/" + subfolder + "/" + name
        guard let handle = FileHandle(forReadingAtPath: path) else { continue }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: byteLimit) else { return nil }
        return colors(inEntry: [UInt8](data))
      }
    }
    return nil
  }

  /// The folders searched, in ncurses' order: `TERMINFO`, `~/.terminfo`, `TERMINFO_DIRS` (an
  /// empty part meaning the system's folders), then the system's folders.
  static func folders(_ environment: [String: String]) -> [String] {
    let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
    var folders: [String] = []
    if let folder = environment["TERMINFO"], !folder.isEmpty { folders.append(folder) }
    if let home = environment["HOME"], !home.isEmpty { folders.append(home + "/.terminfo") }
    if let list = environment["TERMINFO_DIRS"] {
      for part in list.split(separator: ":", omittingEmptySubsequences: false) {
        folders += part.isEmpty ? system : [String(part)]
      }
    }
    return folders + system
  }

  /// The `colors` number of a compiled entry (legacy or 32-bit format), if it has one.
  static func colors(inEntry bytes: [UInt8]) -> Int? {
    func short(at offset: Int) -> Int? {
      guard offset >= 0, offset + 2 <= bytes.count else { return nil }
      return Int(Int16(bitPattern: UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8))
    }
    func int32(at offset: Int) -> Int? {
      guard offset >= 0, offset + 4 <= bytes.count else { return nil }
      let value = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
      return Int(Int32(bitPattern: value))
    }
    guard let magic = short(at: 0), let namesSize = short(at: 2), let boolCount = short(at: 4),
      let numberCount = short(at: 6), namesSize >= 0, boolCount >= 0, numberCount > 13
    else { return nil }
    var start = 12 + namesSize + boolCount
    if start % 2 == 1 { start += 1 }
    // `colors` is the 14th number; -1 means absent, -2 cancelled.
    let value: Int?
    switch magic {
    case 0o432: value = short(at: start + 13 * 2)
    case 0o1036: value = int32(at: start + 13 * 4)
    default: return nil
    }
    guard let value, value > 0 else { return nil }
    return value
  }
}
