import Symbiosis
import SymbiosisTesting
import Testing

/// Runs an action when its last reference goes: a value whose release does something.
final class OnRelease: Sendable {
  private let action: @Sendable () -> Void
  init(_ action: @escaping @Sendable () -> Void) { self.action = action }
  deinit { action() }
}

/// A value, observer or event a stream lets go of is released outside the stream's lock, so a
/// deinitialiser may use the same stream again (cancel an observation of it, send into it). The
/// lock is not re-entrant: each of these stopped the process with "Recursive call to lock
/// Mutex" when the release happened under it.
@Suite struct ReleaseOutsideLockTests {
  @Test func aQueuedValueDroppedByACancelMayCancelAgain() {
    let (first, firstInput) = Signal<OnRelease?>.pipe()
    let (second, secondInput) = Signal<OnRelease?>.pipe()
    let handle = Lock<Subscription?>(nil)
    let released = Recorder<Void>()
    let subscription = Signal.merge(first, second).observe { event in
      guard case .value(nil) = event else { return }
      secondInput.send(
        OnRelease {
          released.record()
          handle.withLock { $0 }?.cancel()
        })
      handle.withLock { $0 }?.cancel()
    }
    handle.withLock { $0 = subscription }
    firstInput.send(nil)
    #expect(released.values.count == 1)
  }

  @Test func aSentValueReleasedAfterItsDeliveryMaySendAgain() {
    let (signal, input) = Signal<OnRelease?>.pipe()
    let released = Recorder<Void>()
    let sent = Recorder<Void>()
    let subscription = signal.observe { event in
      guard case .value(nil) = event, sent.values.count == 0 else { return }
      sent.record()
      input.send(
        OnRelease {
          released.record()
          input.send(nil)
        })
    }
    input.send(nil)
    #expect(released.values.count == 1)
    // The observer holds the input that holds it; only its cancel lets both go.
    subscription.cancel()
  }

  @Test func aPropertysReplacedValueMayCancelAnObservationOfIt() {
    let property = MutableProperty<OnRelease?>(nil)
    let released = Recorder<Void>()
    let subscription = Lock<Subscription?>(nil)
    subscription.withLock { $0 = property.observe { _ in } }
    property.value = OnRelease {
      released.record()
      subscription.withLock { $0 }?.cancel()
    }
    property.value = nil
    #expect(released.values.count == 1)
  }

  @Test func anOutdatedQueuedValueOfFlatMapLatestMayCancelIt() {
    let (outer, outerInput) = Signal<Int>.pipe()
    // An inner stream the test drives by hand, so that it can send while another is delivering.
    let innerObserver = Lock<Signal<OnRelease?>.Observer?>(nil)
    let inner = Signal<OnRelease?> { observer in
      innerObserver.withLock { $0 = observer }
      return .empty
    }
    let handle = Lock<Subscription?>(nil)
    let released = Recorder<Void>()
    let subscription = outer.flatMapLatest { _ in inner }.observe { event in
      guard case .value(nil) = event else { return }
      let send = innerObserver.withLock { $0 }
      send?(
        .value(
          OnRelease {
            released.record()
            handle.withLock { $0 }?.cancel()
          }))
      outerInput.send(2)  // the queued value is outdated now
    }
    handle.withLock { $0 = subscription }
    outerInput.send(1)
    innerObserver.withLock { $0 }?(.value(nil))
    #expect(released.values.count == 1)
  }

  @Test(arguments: [false, true])
  func aTimerOperatorsReplacedValueMayCancelIt(throttled: Bool) {
    let (signal, input) = Signal<OnRelease?>.pipe()
    let clock = ControllableClock()  // never advanced: the timers never fire
    let timed =
      throttled
      ? signal.throttle(for: .seconds(3600), clock: clock)
      : signal.debounce(for: .seconds(3600), clock: clock)
    let handle = Lock<Subscription?>(nil)
    let released = Recorder<Void>()
    handle.withLock { $0 = timed.observe { _ in } }
    input.send(nil)  // a throttle sends it at once; the next value waits
    input.send(
      OnRelease {
        released.record()
        handle.withLock { $0 }?.cancel()
      })
    input.send(nil)  // replaces the waiting value
    #expect(released.values.count == 1)
  }

  @Test(arguments: [false, true])
  func aCombinedValueReplacedByANewerOneMaySendIntoTheOtherSource(array: Bool) {
    let (first, firstInput) = Signal<OnRelease?>.pipe()
    let (second, secondInput) = Signal<OnRelease?>.pipe()
    let combined =
      array
      ? Signal.combineLatest([first, second]).map { _ in () }
      : combineLatest(first, second).map { _ in () }
    let released = Recorder<Void>()
    let subscription = combined.observe { _ in }
    firstInput.send(
      OnRelease {
        released.record()
        secondInput.send(nil)
      })
    firstInput.send(nil)  // replaces the first value
    #expect(released.values.count == 1)
    withExtendedLifetime(subscription) {}
  }

  /// The first observer of a stream is held apart from the others, so both places are tried.
  @Test(arguments: [0, 2])
  func aCancelledObserverMayUseItsStreamWhenReleased(observersBefore: Int) {
    let (signal, input) = Signal<Int>.pipe()
    let others = (0..<observersBefore).map { _ in signal.observe { _ in } }
    let released = Recorder<Void>()
    var subscription: Subscription?
    do {
      let onRelease = OnRelease {
        released.record()
        input.send(1)
        signal.observe { _ in }.cancel()
      }
      subscription = signal.observe { _ in withExtendedLifetime(onRelease) {} }
    }
    subscription?.cancel()
    #expect(released.values.count == 1)
    withExtendedLifetime(others) {}
  }
}
