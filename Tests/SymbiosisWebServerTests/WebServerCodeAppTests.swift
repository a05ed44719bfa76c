import Foundation
import Symbiosis
import SymbiosisWeb
import Testing

@testable import SymbiosisWebServer

/// A scene made in code, its content a label.
private final class NoteScene: Scene {
  init() { super.init(title: "Note") }

  override func content() throws -> any PlatformView { WebLabel("A note made in code") }
}

/// An app made in code, served: no scene file, a new first scene for each page.
@MainActor @Suite
struct WebServerCodeAppTests {
  @Test func eachPageShowsANewFirstSceneFromTheApp() async throws {
    var made = 0
    try await TestServer.with(root: {
      made += 1
      return NoteScene()
    }) { server in
      let (html, response) = try await server.get("/")
      #expect(response.statusCode == 200)
      #expect(html.contains("<title>Note</title>"))
      #expect(html.contains(">A note made in code</span>"))
      _ = try await server.openPage()
      #expect(made == 2)
      #expect(server.server.sessions.sessionIDs.count == 2)
    }
  }

  @Test func aScreenPushedInCodeHasNoAddressSoItsURLShowsTheFirstScreen() async throws {
    try await TestServer.with(root: { NoteScene() }) { server in
      let (html, response) = try await server.get("/screen/2")
      #expect(response.statusCode == 200)
      #expect(html.contains(">A note made in code</span>"))
      #expect(html.contains("<meta name=\"symbiosis-path\" content=\"/\">"))
    }
  }

  @Test func aPathNoScreenOfTheAppHasIsNotFoundAndOpensNoSession() async throws {
    var made = 0
    try await TestServer.with(root: {
      made += 1
      return NoteScene()
    }) { server in
      for path in ["/wp-login.php", "/screen/x", "/screen/", "/screen/99999999999"] {
        let (_, response) = try await server.get(path)
        #expect(response.statusCode == 404, "\(path)")
      }
      #expect(made == 0)
      #expect(server.server.sessions.sessionIDs.isEmpty)
      #expect(WebSession.isPath(ofAppMadeInCode: "/screen/12"))
    }
  }

  @Test func itsStylesheetHasTheThemesRoles() async throws {
    try await TestServer.with(root: { NoteScene() }) { server in
      let (css, response) = try await server.get("/_symbiosis/app.css")
      #expect(response.statusCode == 200)
      #expect(css == WebScenePlatform.stylesheet(for: []))
      #expect(css.contains("prefers-color-scheme: dark"))
    }
  }
}

/// Serving on a port another program has says so, and how to choose another.
@MainActor @Suite
struct WebServerAddressTests {
  @Test func aPortInUseIsSaidPlainly() async throws {
    try await TestServer.with(root: { NoteScene() }) { server in
      let second = WebServer(port: server.port) { NoteScene() }
      do {
        try await second.run(announcing: "Note", stopsOnSignals: false)
        Issue.record("a second server listened on a port in use")
      } catch {
        #expect(
          "\(error)"
            == "127.0.0.1:\(server.port) is in use by another program; give another port with "
            + "--port (0 picks a free one).")
      }
    }
  }
}
