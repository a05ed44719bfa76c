/// A data source computed from another: its state follows the other's, with each loaded value
/// transformed. Made by ``DataSource/map(_:)`` and the other operators on data sources.
///
/// Refreshing it refreshes the source it comes from. A transform that throws makes it `failed`;
/// an `async` transform makes it `loading` while it runs and is cancelled by the next value.
@MainActor
public final class DerivedDataSource<Value: Sendable>: DataSource<Value> {
  private let upstream: any UpstreamSource
  private var rerun: (() -> Void)?

  /// How the upstream value becomes this source's value.
  enum Transform<Input: Sendable>: Sendable {
    case immediate(@Sendable (Input) throws -> Value)
    case async(@Sendable (Input) async throws -> Value)
  }

  init<Input: Sendable>(
    upstream: some UpstreamSource, states: Property<LoadState<Input>>,
    transform: Transform<Input>
  ) {
    self.upstream = upstream
    super.init()
    BindingTarget(
      lifetime: lifetime,
      onMainActor: { [weak self] (state: LoadState<Input>) in
        self?.follow(state, through: transform)
      }
    ).connect(states.values)
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
    }
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
