import Testing

@testable import SymbiosisWebServer
