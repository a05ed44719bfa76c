import Symbiosis

/// Everyone in the directory, read from the services context's ``PeopleDirectory``.
final class PeopleSource: DataSource<[Person]> {
  override func load() async throws -> [Person] {
    try await PlatformServices.current[PeopleDirectory.self].people()
  }
}
