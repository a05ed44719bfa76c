/// A binding connection that hands values to a closure: on any thread, or on the main actor.
final class ClosureBindingConnection<Value: Sendable>: BindingConnection<Value>,
  @unchecked Sendable
{
  // Safety of @unchecked Sendable: the only stored property added is a Sendable `let`.
  /// Where values go: straight to a thread-safe target, or through the main actor.
  enum Target: Sendable {
    case anyThread(@Sendable (Value) -> Void)
    case mainActor(@MainActor (Value) -> Void)
  }

  private let target: Target

  /// A connection handing values to `target`.
  init(_ target: Target) {
    self.target = target
    if case .mainActor = target {
      super.init(onMainActor: true)
    } else {
      super.init(onMainActor: false)
    }
  }

  override func write(_ value: Value) {
    if case .anyThread(let receive) = target { receive(value) }
  }

  @MainActor
  override func writeOnMainActor(_ value: Value) {
    if case .mainActor(let receive) = target { receive(value) }
  }
}
