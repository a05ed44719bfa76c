import Symbiosis
import SymbiosisScenes

/// One browser tab's live app: its navigator, the page it shows, and the frames it sends.
///
/// (A stub of the contract; the session's part of the work fills it in.)
@MainActor
public final class WebSession {
  /// The session's id, a random text the page carries and its WebSocket names.
  public let id: String
  /// The page the tab shows.
  public let page = WebPage()
  /// How many messages of each kind of refusal the session refused.
  public private(set) var refused: [WebRefusal: Int] = [:]
  /// Sends a frame (JSON text) to the browser; the transport sets it when the socket opens.
  public var send: @MainActor (String) -> Void = { _ in }

  /// A session showing the screens `path` names, its first scene `root` from `library`.
  public init(library: SceneLibrary, root: String, path: String) async throws {
    id = String(UInt64.random(in: .min ... .max), radix: 36)
  }

  /// The whole HTML document of the page as it is now.
  public func document() -> String {
    "<!doctype html><html><body>" + page.html() + "</body></html>"
  }

  /// Takes one message from the browser.
  public func receive(_ message: String) {}

  /// Ends the session: its screens and their views are released.
  public func end() {}
}
