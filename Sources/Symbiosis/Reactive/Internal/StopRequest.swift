import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A request that a source sending while it is being subscribed to stop: how `take` stops
/// pulling from `Signal.values` once it is done.
///
/// `values` sends its whole sequence inside the subscribe call, before the ``Subscription``
/// that could cancel it exists, so `take` cannot cancel it the ordinary way. Instead `take`
/// subscribes to its source inside ``subscribing(_:)``, which puts a new request in force on
/// this thread for the length of that call, and calls ``stop()`` once it is done; `values`
/// checks the request in force before it pulls each further element. Everything subscribed to
/// inside that call feeds the `take` (operator chains are per observer), so stopping it drops
/// nothing anyone else would see. What `take` sends downstream runs ``outside(_:)`` any request,
/// so a source its observer starts is not stopped with it. A request made inside another (one
/// `take` behind another) stops when either is stopped.
///
/// Only the subscribing thread sees the request: a source that sends later, from a task,
/// returns its subscription first and is cancelled the ordinary way.
@usableFromInline
final class StopRequest: Sendable {
  private let isMade = Atomic(false)
  private let enclosing: StopRequest?

  private init(enclosing: StopRequest?) { self.enclosing = enclosing }

  /// Whether this request, or one it was made inside, has been made.
  @usableFromInline
  var isStopped: Bool {
    var request: StopRequest? = self
    while let current = request {
      if current.isMade.load(ordering: .relaxed) { return true }
      request = current.enclosing
    }
    return false
  }

  /// Asks the sources subscribed to inside this request's call to stop.
  func stop() { isMade.store(true, ordering: .relaxed) }

  /// The request in force on this thread, if a `take` is subscribing to its source on it.
  @usableFromInline
  static var current: StopRequest? {
    guard let slot else { return nil }
    return pthread_getspecific(slot).map {
      Unmanaged<StopRequest>.fromOpaque($0).takeUnretainedValue()
    }
  }

  /// Runs `body`, which subscribes to a source, with a new request in force on this thread.
  static func subscribing<Result>(_ body: (StopRequest) -> Result) -> Result {
    guard let slot else { return body(StopRequest(enclosing: nil)) }
    let previous = pthread_getspecific(slot)
    let request = StopRequest(
      enclosing: previous.map { Unmanaged<StopRequest>.fromOpaque($0).takeUnretainedValue() })
    pthread_setspecific(slot, Unmanaged.passUnretained(request).toOpaque())
    defer { pthread_setspecific(slot, previous) }
    return withExtendedLifetime(request) { body(request) }
  }

  /// Runs `body`, which sends downstream, with no request in force on this thread.
  static func outside<Result>(_ body: () -> Result) -> Result {
    guard let slot, let previous = pthread_getspecific(slot) else { return body() }
    pthread_setspecific(slot, nil)
    defer { pthread_setspecific(slot, previous) }
    return body()
  }
}

/// The thread-local slot that holds the request in force, unretained: the call that put it
/// there keeps it alive until it takes it out. `nil` if the system had no slot left, and then
/// `take` lets its source run to its end, as it would without requests.
private let slot: pthread_key_t? = {
  var key = pthread_key_t()
  return pthread_key_create(&key, nil) == 0 ? key : nil
}()
