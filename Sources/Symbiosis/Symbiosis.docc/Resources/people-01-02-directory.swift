import Foundation
import Symbiosis

/// Where people come from, an app dependency in the services context: a JSON file, the
/// embedded one unless `--file` names another. Read afresh on each load, so a file fixed while
/// the app runs shows on Retry.
struct PeopleDirectory: ServiceKey {
  let file: URL
  /// The largest file read, in bytes: 64 MB, about 300,000 people. A larger file fails the load
  /// with a sentence saying so, before more than this is read.
  var sizeLimit = 64 << 20

  static let defaultValue = PeopleDirectory(
    file: Bundle.module.url(forResource: "people", withExtension: "json")
      ?? URL(filePath: "people.json"))

  func people() async throws -> [Person] {
    let data = try contents()
    do {
      let people = try JSONDecoder().decode([Person].self, from: data)
      return people.sorted { $0.fullName < $1.fullName }
    } catch let error as DecodingError {
      throw DirectoryError(description: "\(file.lastPathComponent): \(DecodingFailure(error))")
    }
  }

  /// The file's bytes; a file larger than ``sizeLimit`` fails before more than that is read.
  private func contents() throws -> Data {
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: file)
      defer { try? handle.close() }
      data = try handle.read(upToCount: sizeLimit + 1) ?? Data()
    } catch {
      throw DirectoryError(description: "cannot read \(file.path)")
    }
    guard data.count > sizeLimit else { return data }
    throw DirectoryError(
      description: "\(file.lastPathComponent) is over \(sizeLimit >> 20) MB, the most people reads."
    )
  }
}

/// Why the directory could not be read, in one sentence.
struct DirectoryError: Error, CustomStringConvertible {
  let description: String
}
