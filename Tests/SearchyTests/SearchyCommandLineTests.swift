import ArgumentParser
import Foundation
import Testing

@testable import SearchyMain

@Suite("searchy's command line")
struct SearchyCommandLineTests {
  @Test(arguments: [["--help"], ["-h"]])
  func helpPrintsUsage(arguments: [String]) throws {
    let error = try #require(throws: (any Error).self) { try SearchyMain.parse(arguments) }
    #expect(SearchyMain.exitCode(for: error) == .success)
    #expect(SearchyMain.fullMessage(for: error).contains("USAGE: searchy"))
  }

  @Test func versionPrintsTheVersion() throws {
    let error = try #require(throws: (any Error).self) { try SearchyMain.parse(["--version"]) }
    #expect(SearchyMain.exitCode(for: error) == .success)
    #expect(SearchyMain.fullMessage(for: error) == "0.1.0")
  }

  @Test(arguments: [
    (["--servce", "itunes"], "Unknown option '--servce'"),
    (["--service", "bogus"], "'bogus' is invalid"),
    (["--service"], "Missing value"),
    (["--base-url", "127.0.0.1:8765"], "is not a server address"),
    (["--service", "catalog", "--base-url", "http://127.0.0.1:8765"], "needs --service itunes"),
  ])
  func aMistakeIsAnErrorWithUsage(arguments: [String], message: String) throws {
    let error = try #require(throws: (any Error).self) { try SearchyMain.parse(arguments) }
    #expect(SearchyMain.exitCode(for: error) != .success)
    #expect(SearchyMain.fullMessage(for: error).contains(message))
    #expect(SearchyMain.fullMessage(for: error).contains("Usage: searchy"))
  }

  @Test func aServerAddressImpliesTheITunesService() throws {
    let command = try SearchyMain.parse(["--base-url", "http://127.0.0.1:8765", "--text"])
    #expect(command.chosenService == .itunes)
    #expect(command.baseURL == URL(string: "http://127.0.0.1:8765"))
    #expect(command.terminal.text)
    #expect(try SearchyMain.parse([]).chosenService == .catalog)
  }
}
