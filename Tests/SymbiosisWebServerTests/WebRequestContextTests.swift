import NIOCore
import Testing

@testable import SymbiosisWebServer

@Suite("The address a client's sessions count against")
struct WebRequestContextTests {
  private func key(_ ip: String) throws -> String? {
    WebRequestContext.limitKey(of: try SocketAddress(ipAddress: ip, port: 443))
  }

  @Test func anIPv6ClientCountsByItsNetworkSoItCannotDodgeTheLimitByTakingAnotherAddress() throws {
    let network = try #require(try key("2001:db8:1:2::1"))
    for host in ["2001:db8:1:2::2", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2:a:b:c:d"] {
      #expect(try key(host) == network)
    }
    for other in ["2001:db8:1:3::1", "2001:db8:2:2::1", "::1", "fe80::1"] {
      #expect(try key(other) != network)
    }
  }

  @Test func anIPv4ClientCountsByItsWholeAddressAlsoWhenItComesMappedIntoIPv6() throws {
    #expect(try key("203.0.113.7") == "203.0.113.7")
    #expect(try key("::ffff:203.0.113.7") == "203.0.113.7")
    #expect(try key("203.0.113.8") != key("203.0.113.7"))
  }

  @Test func aSocketWithoutAnIPAddressCountsAgainstNone() throws {
    #expect(WebRequestContext.limitKey(of: nil) == nil)
    #expect(
      WebRequestContext.limitKey(of: try SocketAddress(unixDomainSocketPath: "/tmp/s")) == nil)
  }
}
