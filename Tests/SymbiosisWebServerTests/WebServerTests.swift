import Foundation
import SymbiosisWeb
import Testing

@testable import SymbiosisWebServer

/// What the server answers a browser's `GET`s.
@MainActor @Suite
struct WebServerTests {
  @Test func aPageIsServedWithItsPolicyAndAnHttpOnlySameSiteCookie() async throws {
    try await TestServer.with { server in
      let (html, response) = try await server.get("/")
      #expect(response.statusCode == 200)
      #expect(html.contains("class=\"sy-root\""))
      #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
      #expect(
        response.value(forHTTPHeaderField: "Content-Security-Policy")
          == "default-src 'self'; script-src 'self'; style-src 'self'; "
          + "img-src 'self' https: data:; connect-src 'self'; frame-ancestors 'none'; "
          + "base-uri 'none'; form-action 'self'")
      #expect(response.value(forHTTPHeaderField: "X-Content-Type-Options") == "nosniff")
      #expect(response.value(forHTTPHeaderField: "Referrer-Policy") == "same-origin")
      #expect(response.value(forHTTPHeaderField: "Cache-Control") == "no-store")
      let cookie = try #require(response.value(forHTTPHeaderField: "Set-Cookie"))
      #expect(cookie.hasPrefix("symbiosis="))
      #expect(cookie.hasSuffix("; HttpOnly; SameSite=Strict; Path=/"))
      #expect(server.server.sessions.sessionIDs.count == 1)
    }
  }

  @Test func aBrowserWithTheServersCookieKeepsItAndAForgedOneGetsANewOne() async throws {
    try await TestServer.with { server in
      let first = try await server.openPage()
      let (_, again) = try await server.get("/", cookie: first.token)
      #expect(again.value(forHTTPHeaderField: "Set-Cookie") == nil)
      let (_, forged) = try await server.get("/", cookie: String(repeating: "0", count: 64))
      let cookie = try #require(forged.value(forHTTPHeaderField: "Set-Cookie"))
      #expect(!cookie.contains(String(repeating: "0", count: 64)))
    }
  }

  @Test func aRequestForAnotherHostIsRefusedSoARebindingSiteReadsNoPage() async throws {
    try await TestServer.with { server in
      let (html, response) = try await server.get("/", headers: ["Host": "evil.example:8080"])
      #expect(response.statusCode == 421)
      #expect(!html.contains("sy-root"))
      let (_, asset) = try await server.get(
        "/_symbiosis/client.js", headers: ["Host": "evil.example"])
      #expect(asset.statusCode == 421)
      let (_, own) = try await server.get("/")
      #expect(own.statusCode == 200)
    }
  }

  @Test func onlyAPageOpensASessionNotAnIconOrAnImage() async throws {
    try await TestServer.with { server in
      let (_, icon) = try await server.get("/favicon.ico")
      #expect(icon.statusCode == 204)
      let (html, image) = try await server.get("/people", headers: ["Sec-Fetch-Dest": "image"])
      #expect(image.statusCode == 404)
      #expect(!html.contains("sy-root"))
      #expect(server.server.sessions.sessionIDs.isEmpty)
      let (_, page) = try await server.get("/", headers: ["Sec-Fetch-Dest": "document"])
      #expect(page.statusCode == 200)
      #expect(server.server.sessions.sessionIDs.count == 1)
    }
  }

  @Test func aHeadAnswersAsAGetWithNoBodyAndOpensNoSession() async throws {
    try await TestServer.with { server in
      let (page, pageResponse) = try await server.get("/", method: "HEAD")
      #expect(pageResponse.statusCode == 200)
      #expect(page.isEmpty)
      #expect(pageResponse.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
      #expect(pageResponse.value(forHTTPHeaderField: "Cache-Control") == "no-store")
      #expect(pageResponse.value(forHTTPHeaderField: "Content-Security-Policy") != nil)
      #expect(pageResponse.value(forHTTPHeaderField: "Set-Cookie") == nil)
      #expect(server.server.sessions.sessionIDs.isEmpty)
      let (script, scriptResponse) = try await server.get("/_symbiosis/client.js", method: "HEAD")
      #expect(scriptResponse.statusCode == 200)
      #expect(script.isEmpty)
      #expect(
        scriptResponse.value(forHTTPHeaderField: "Content-Length")
          == String(WebAssets.script.utf8.count))
      let (_, css) = try await server.get("/_symbiosis/app.css", method: "HEAD")
      #expect(css.statusCode == 200)
      let (_, post) = try await server.get("/", method: "POST")
      #expect(post.statusCode == 405)
      #expect(post.value(forHTTPHeaderField: "Allow") == "GET, HEAD")
      #expect(server.server.sessions.sessionIDs.isEmpty)
    }
  }

  @Test func theClientScriptAndStylesheetsAreServed() async throws {
    try await TestServer.with { server in
      let (script, scriptResponse) = try await server.get("/_symbiosis/client.js")
      #expect(scriptResponse.statusCode == 200)
      #expect(
        scriptResponse.value(forHTTPHeaderField: "Content-Type")
          == "text/javascript; charset=utf-8")
      #expect(script == WebAssets.script)
      let (base, baseResponse) = try await server.get("/_symbiosis/base.css")
      #expect(baseResponse.value(forHTTPHeaderField: "Content-Type") == "text/css; charset=utf-8")
      #expect(base == WebAssets.stylesheet)
      let (_, appResponse) = try await server.get("/_symbiosis/app.css")
      #expect(appResponse.statusCode == 200)
      #expect(appResponse.value(forHTTPHeaderField: "Content-Type") == "text/css; charset=utf-8")
      #expect(server.server.sessions.sessionIDs.isEmpty)
      let (_, unknown) = try await server.get("/_symbiosis/other.js")
      #expect(unknown.statusCode == 404)
    }
  }

  @Test func aPathThatOpensNoScreenIsAPageNamingIt() async throws {
    try await TestServer.with { server in
      let (html, response) = try await server.get("/no/such/screen")
      #expect(response.statusCode == 404)
      #expect(html.contains("<code>/no/such/screen</code>"))
      let main = try #require(html.firstRange(of: "<main").map { html[$0.lowerBound...] })
      #expect(
        main.hasPrefix(
          "<main class=\"sy-root\"><h1>Page not found</h1>"
            + "<p>There is no page at <code>/no/such/screen</code>.</p>"
            + "<p><a href=\"/\">Go to the first page</a></p></main>"),
        "said once, with the way back: \(main)")
      #expect(server.server.sessions.sessionIDs.isEmpty)
    }
  }

  @Test func aSessionWhosePageNeverConnectsEndsAfterThirtySeconds() async throws {
    try await TestServer.with { server in
      let page = try await server.openPage()
      await server.clock.advance(by: .seconds(29))
      #expect(server.server.sessions.session(page.id) != nil)
      await server.clock.advance(by: .seconds(1))
      await server.server.sessions.waitUntilEnded(page.id)
      #expect(server.server.sessions.sessionIDs.isEmpty)
      // The token owned nothing more, and was forgotten: that browser's next page gets a new one.
      #expect(server.server.sessions.tokenCount == 0)
      let (_, response) = try await server.get("/", cookie: page.token)
      #expect(response.value(forHTTPHeaderField: "Set-Cookie") != nil)
    }
  }
}
