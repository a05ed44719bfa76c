import Foundation
import Testing

@testable import Searchy

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The refused connection is real; its request has no deadline of its own (its clock stands
/// still), so only the time limit ends a hang.
@Suite("Network errors read as sentences", .timeLimit(.minutes(2)))
struct NetworkErrorTests {
  private let server = URL(string: "http://127.0.0.1:8766/search?term=a")!

  @Test(arguments: [
    (URLError.Code.cannotConnectToHost, "127.0.0.1:8766 refused the connection"),
    (.cannotFindHost, "no server is named 127.0.0.1"),
    (.notConnectedToInternet, "this computer is not connected to a network"),
    (.networkConnectionLost, "the connection to 127.0.0.1:8766 was lost"),
    (.timedOut, "127.0.0.1:8766 did not answer in time"),
  ])
  func eachReasonIsTheEndOfASentence(code: URLError.Code, reason: String) {
    #expect(ITunesSearchService.reason(for: URLError(code), reaching: server) == reason)
  }

  @Test func aRefusedConnectionNamesTheServer() async throws {
    // The port of a server that has stopped: nothing listens there any more.
    let closed = try await withLoopbackServer({ _ in response("") }) { url, _ in url }
    let error = await #expect(throws: SearchError.self) {
      try await ITunesSearchService(testing: closed).search("a")
    }
    let message = try #require(error?.localizedDescription)
    let server = try "\(#require(closed.host())):\(#require(closed.port))"
    #expect(message == "Can't reach the music service: \(server) refused the connection.")
  }
}
