import Foundation
import Symbiosis

/// Where people come from, an app dependency in the services context: a JSON file, the
/// embedded one unless `--file` names another. Read afresh on each load, so a file fixed while
/// the app runs shows on Retry.
struct PeopleDirectory: ServiceKey {
  let file: URL

  static let defaultValue = PeopleDirectory(
    file: Bundle.module.url(forResource: "people", withExtension: "json")
      ?? URL(filePath: "people.json"))

  func people() async throws -> [Person] {
    do {
      let people = try JSONDecoder().decode([Person].self, from: Data(contentsOf: file))
      return people.sorted { $0.fullName < $1.fullName }
    } catch let error as DecodingError {
      throw DirectoryError(description: "\(file.lastPathComponent): \(DecodingFailure(error))")
    } catch {
      throw DirectoryError(description: "cannot read \(file.path)")
    }
  }
}

/// Why the directory could not be read, in one sentence.
struct DirectoryError: Error, CustomStringConvertible {
  let description: String
}
