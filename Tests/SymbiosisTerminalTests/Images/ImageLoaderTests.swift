import Foundation
import SymbiosisTerminal
import Synchronization
import Testing

@MainActor
@Suite struct ImageLoaderTests {
  let red = Bitmap(width: 2, height: 2, filling: RGBA(r: 255, g: 0, b: 0))
  let blue = Bitmap(width: 2, height: 2, filling: RGBA(r: 0, g: 0, b: 255))

  @Test func decodesDownloadedBytesAndDownloadsEachAddressOnceForViewsAskingTogether() async throws
  {
    let bytes = try fixturePNG()
    let downloads = Mutex(0)
    let loader = ImageLoader { _ in
      downloads.withLock { $0 += 1 }
      try await Task.sleep(for: .milliseconds(50))
      return bytes
    }
    let views = (0..<3).map { _ in ImageView() }
    for view in views { view.load(URL(string: "https://example.com/a.png"), from: loader) }
    try await until { views.allSatisfy { $0.image != nil } }
    #expect(views.allSatisfy { $0.image == TestImages.fixturePattern() })
    #expect(downloads.withLock { $0 } == 1)
  }

  @Test func aLaterLoadReplacesOneStillRunning() async throws {
    let (red, blue) = (red, blue)
    let loader = ImageLoader { url in
      if url.lastPathComponent == "slow" { try? await Task.sleep(for: .milliseconds(100)) }
      return url.lastPathComponent == "slow" ? red : blue
    }
    let view = ImageView()
    view.load(URL(string: "https://example.com/slow"), from: loader)
    view.load(URL(string: "https://example.com/fast"), from: loader)
    try await until { view.image != nil }
    try await Task.sleep(for: .milliseconds(200))
    #expect(view.image == blue, "the slow, replaced picture never shows")
  }

  @Test func settingThePictureEndsALoadStillRunning() async throws {
    let (red, blue) = (red, blue)
    let loader = ImageLoader { _ in
      try? await Task.sleep(for: .milliseconds(100))
      return red
    }
    let view = ImageView()
    view.load(URL(string: "https://example.com/slow"), from: loader)
    view.image = blue
    try await Task.sleep(for: .milliseconds(200))
    #expect(view.image == blue, "the late picture does not replace the one set since")
  }

  @Test func showsNothingForNoAddressOrAFailedLoadAndClearsThePreviousPicture() async throws {
    let red = red
    let loader = ImageLoader { url in
      guard url.host() == "good" else { throw URLError(.badServerResponse) }
      return red
    }
    let view = ImageView()
    view.load(URL(string: "https://good/a"), from: loader)
    try await until { view.image != nil }
    view.load(nil, from: loader)
    #expect(view.image == nil)
    view.load(URL(string: "https://good/a"), from: loader)
    try await until { view.image != nil }
    view.load(URL(string: "https://bad/a"), from: loader)
    #expect(view.image == nil, "a reused cell shows no stale picture while it loads")
    try await Task.sleep(for: .milliseconds(50))
    #expect(view.image == nil)
  }

  @Test func badBytesBecomeADecodingErrorNotACrash() async throws {
    let loader = ImageLoader { _ in [0x89, 0x50, 0x4E, 0x47, 1, 2, 3] }
    await #expect(throws: ImageDecodingError.self) {
      try await loader.image(at: URL(string: "https://example.com/broken.png")!)
    }
  }

  private func fixturePNG() throws -> [UInt8] {
    let url = try #require(
      Bundle.module.url(forResource: "gradient16", withExtension: "png", subdirectory: "Fixtures"))
    return [UInt8](try Data(contentsOf: url))
  }

  private func until(_ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition() {
      try #require(ContinuousClock.now < deadline, "timed out")
      try await Task.sleep(for: .milliseconds(2))
    }
  }
}
