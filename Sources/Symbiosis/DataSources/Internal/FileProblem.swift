#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What went wrong with a file, in a few words for a sentence.
enum FileProblem {
  /// Whether `error` says there is no such file.
  static func isMissing(_ error: any Error) -> Bool {
    guard let error = error as? CocoaError else { return false }
    return error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile
  }

  /// `error` in words: `permission denied`, `the disk is full`, or the error's own message.
  static func words(for error: any Error) -> String {
    if let error = error as? CocoaError {
      switch error.code {
      case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
      case .fileWriteOutOfSpace: return "the disk is full"
      case .fileWriteVolumeReadOnly: return "the disk is read-only"
      case .fileNoSuchFile, .fileReadNoSuchFile: return "its folder does not exist"
      default: break
      }
    }
    return ErrorMessage.text(for: error)
  }

  /// `bytes` as a size: `64 MB`, or `1000 bytes` when not a whole number of megabytes.
  static func size(_ bytes: Int) -> String {
    bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
  }
}
