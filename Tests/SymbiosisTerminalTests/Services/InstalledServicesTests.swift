import Foundation
import Symbiosis
import SymbiosisTerminalTesting
import Testing

@testable import SymbiosisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An app's own link opener, installed for its whole process.
private struct AppLinkOpener: URLOpener {
  func open(_ url: URL) async throws {}
}

/// What an app installs for its process stays installed when the terminal installs its own.
@Suite("Installed services")
struct InstalledServicesTests {
  /// Each in a process of its own, since it installs services for the whole process.
  @Test func anAppsServiceInstalledBeforeTheTerminalStaysInstalled() async {
    await #expect(processExitsWith: .exitCode(0)) {
      await MainActor.run {
        PlatformServices.install(PlatformServices(urlOpener: AppLinkOpener()))
        let terminal = TestTerminal(Label("x"), columns: 1, rows: 1)
        withExtendedLifetime(terminal) {}
        let installed = PlatformServices.installed
        guard installed.urlOpener is AppLinkOpener else { exit(91) }
        guard installed.clipboard is TerminalServices else { exit(92) }
        exit(0)
      }
    }
  }

  @Test func anAppsServiceInstalledAfterTheTerminalReplacesItsOwn() async {
    await #expect(processExitsWith: .exitCode(0)) {
      await MainActor.run {
        let terminal = TestTerminal(Label("x"), columns: 1, rows: 1)
        PlatformServices.install(PlatformServices(urlOpener: AppLinkOpener()))
        let another = TestTerminal(Label("y"), columns: 1, rows: 1)
        withExtendedLifetime((terminal, another)) {}
        guard PlatformServices.installed.urlOpener is AppLinkOpener else { exit(91) }
        exit(0)
      }
    }
  }
}
