/// Mutable state owned by one observer of an operator.
@usableFromInline
final class OperatorState<State>: @unchecked Sendable {
  // Safety of @unchecked Sendable: a signal delivers to each observer serially (never two
  // events at once, see `Signal`), and this state is only read and written while handling
  // those events, so no two threads touch it at the same time.
  @usableFromInline var value: State

  @usableFromInline
  init(_ value: State) { self.value = value }
}
