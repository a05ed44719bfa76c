import Foundation
import Symbiosis
import Testing

@Suite("Decoding failure")
struct DecodingFailureTests {
  struct Track: Decodable {
    var id: Int
    var title: String
    var added: Date?
  }

  struct Page: Decodable {
    var tracks: [Track]
  }

  private func failure<T: Decodable>(decoding json: String, as type: T.Type) -> String? {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
      _ = try decoder.decode(type, from: Data(json.utf8))
      return nil
    } catch let error as DecodingError {
      return DecodingFailure(error).description
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: [
    ("<html>Bad Gateway</html>", "the data is not well-formed"),
    (#"{"count":0}"#, "tracks is missing"),
    (#"{"tracks":[{"id":1,"title":"a"},{"title":"b"}]}"#, "tracks[1].id is missing"),
    (#"{"tracks":[{"id":"1","title":"a"}]}"#, "tracks[0].id is not of type Int"),
    (#"{"tracks":[{"id":1,"title":null}]}"#, "tracks[0].title is null"),
  ])
  func namesThePlaceAndTheReason(json: String, message: String) {
    #expect(failure(decoding: json, as: Page.self) == message)
  }

  @Test func aPathFromARootArrayStartsWithItsIndex() {
    #expect(
      failure(decoding: #"[{"id":1,"title":"a"},{"id":2}]"#, as: [Track].self)
        == "[1].title is missing")
  }

  @Test func aBadValueIsNotWellFormed() {
    let message = failure(
      decoding: #"{"tracks":[{"id":1,"title":"a","added":"May"}]}"#, as: Page.self)
    #expect(message?.hasPrefix("tracks[0]") == true)
    #expect(message?.hasSuffix("is not well-formed") == true)
  }
}
