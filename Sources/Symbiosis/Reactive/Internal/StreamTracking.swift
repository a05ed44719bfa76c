import Synchronization

/// Where the core reports each stream it makes, for the leak check of a testing library
/// (`StreamCensus` in SymbiosisTesting), which the core does not import.
///
/// Streams report in debug builds only; a report costs one relaxed load while nothing watches.
@usableFromInline
package enum StreamTracking {
  /// How many watches are running, in any task: while none is, a report reads no task-local.
  package static let watching = Atomic<Int>(0)

  /// What the current task's watch does with each stream made in it.
  @TaskLocal package static var record: (@Sendable (AnyObject) -> Void)?

  /// Reports `stream` to the watch of the current task, if one watches.
  @usableFromInline
  package static func note(_ stream: AnyObject) {
    guard watching.load(ordering: .relaxed) > 0, let record else { return }
    record(stream)
  }
}
