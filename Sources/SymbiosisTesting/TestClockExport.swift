@_exported import Clocks

/// A clock that only moves when a test advances it (swift-clocks' `TestClock`).
public typealias ControllableClock = TestClock<Duration>
