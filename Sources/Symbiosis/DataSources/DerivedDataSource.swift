/// A data source computed from another: its state follows the other's, with each loaded value
/// transformed. Made by ``DataSource/map(_:)`` and the other operators on data sources.
///
/// Refreshing it refreshes the source it comes from. A transform that throws makes it `failed`;
/// an `async` transform makes it `loading` while it runs and is cancelled by the next value.
///
/// The list operators (``DataSource/filter(_:)``, ``DataSource/sorted(by:)``,
/// ``DataSource/sections(by:)`` and the searches) work on the main actor while the list is small
/// (at most ``inlineLimit`` elements), so the result shows in the same turn. A larger list is
/// worked on off the main actor, so keys are answered meanwhile: the source keeps showing its
/// last result (it does not turn `loading`) until the new one is ready, and a newer value or
/// term cancels the work in flight.
///
/// An edit of the source it comes from shows here at once, also while that source is loading
/// (an `async` transform shows it with the next loaded value). ``modify(_:)`` on a source made
/// by ``DataSource/item(_:)`` writes into the list it comes from; on other derived sources the
/// edit holds only until the source it comes from changes. An edit made while a large list is
/// worked on off the main actor lands on the result, unless a newer value supersedes that
/// work.
@MainActor
public final class DerivedDataSource<Value: Sendable>: DataSource<Value> {
  private let upstream: any UpstreamSource
  private let writeBack: ((@escaping (inout Value) -> Void) -> Void)?
  private var rerun: (() -> Void)?

  /// How the upstream value becomes this source's value.
  enum Transform<Input: Sendable>: Sendable {
    case immediate(@Sendable (Input) throws -> Value)
    case async(@Sendable (Input) async throws -> Value)
    /// `transform` on the main actor while `isLarge` says no, off it while it says yes.
    case offMainWhenLarge(
      @Sendable (Input) throws -> Value, isLarge: @Sendable (Input) -> Bool)
  }

  /// The most elements a list operator works on in the main actor's turn; a larger list is
  /// worked on off the main actor.
  public nonisolated static var inlineLimit: Int { 4_096 }

  /// A source following `states` through `transform`, and `edits`, the values the upstream
  /// was given by edits while its state carried none; `writeBack` applies an edit of this
  /// source to the upstream.
  init<Input: Sendable>(
    upstream: some UpstreamSource, states: Property<LoadState<Input>>, edits: Signal<Input>,
    transform: Transform<Input>,
    writeBack: ((@escaping (inout Value) -> Void) -> Void)? = nil
  ) {
    self.upstream = upstream
    self.writeBack = writeBack
    super.init()
    BindingTarget(
      lifetime: lifetime,
      onMainActor: { [weak self] (state: LoadState<Input>) in
        self?.follow(state, through: transform)
      }
    ).bindOutsideScope(states.values)
    let inline: (@Sendable (Input) throws -> Value)? =
      switch transform {
      case .immediate(let transform), .offMainWhenLarge(let transform, _): transform
      case .async: nil
      }
    if let transform = inline {
      BindingTarget(
        lifetime: lifetime,
        onMainActor: { [weak self] (input: Input) in
          // An edit that leaves nothing to show (the item was edited out of the list) keeps
          // the value shown; the next load settles it.
          guard let self, let value = try? transform(input) else { return }
          replaceValue(with: value)
        }
      ).bindOutsideScope(edits)
    }
  }

  /// Applies `change` to the source this one comes from, when this source was made by
  /// ``DataSource/item(_:)``; otherwise to this source's value until the source it comes from
  /// changes.
  public override func modify(_ change: @escaping (inout Value) -> Void) {
    if let writeBack { writeBack(change) } else { super.modify(change) }
  }

  /// Loads the source this one comes from, if it has not loaded.
  public override func loadIfNeeded() { upstream.loadIfNeeded() }

  /// Refreshes the source this one comes from; when that one cannot load (a settable or
  /// constant source), runs the transform again on its value.
  public override func refresh() {
    if upstream.isRefreshable { upstream.refresh() } else { rerun?() }
  }

  override var isRefreshable: Bool { upstream.isRefreshable || rerun != nil }

  private func follow<Input>(_ state: LoadState<Input>, through transform: Transform<Input>) {
    let input: Input
    switch state {
    case .idle: return interrupt(with: .idle)
    case .loading: return interrupt(with: .loading)
    case .failed(let error): return interrupt(with: .failed(error))
    case .loaded(let value), .empty(let value): input = value
    }
    rerun = { [weak self] in self?.follow(state, through: transform) }
    switch transform {
    case .immediate(let transform):
      do {
        interrupt(with: settledState(for: try transform(input)))
      } catch {
        interrupt(with: .failed(error))
      }
    case .async(let transform):
      perform({ try await transform(input) }) { source, value in source.settle(with: value) }
    case .offMainWhenLarge(let transform, let isLarge):
      guard isLarge(input) else {
        do {
          return interrupt(with: settledState(for: try transform(input)))
        } catch {
          return interrupt(with: .failed(error))
        }
      }
      // The edits made to the last result hold only until this newer input, as they do when
      // its result shows at once: the work in flight for an older input must not replay them.
      discardEditsDuringLoad()
      perform({ try await Self.runOffMainActor(transform, on: input) }, announcing: !isSettled) {
        source, value in source.settle(with: value)
      }
    }
  }

  /// Whether the state is `loaded` or `empty`, so there is a result to keep showing.
  private var isSettled: Bool {
    switch state.value {
    case .loaded, .empty: true
    case .idle, .loading, .failed: false
    }
  }

  /// `transform` of `input`, on the global executor rather than the caller's actor.
  @concurrent
  private nonisolated static func runOffMainActor<Input: Sendable>(
    _ transform: @Sendable (Input) throws -> Value, on input: Input
  ) async throws -> Value {
    try Task.checkCancellation()
    let value = try transform(input)
    try Task.checkCancellation()
    return value
  }
}

/// What a derived source needs of the source it comes from, whatever that one's value type.
@MainActor
protocol UpstreamSource: AnyObject {
  var isRefreshable: Bool { get }
  func loadIfNeeded()
  func refresh()
}

extension DataSource: UpstreamSource {}
