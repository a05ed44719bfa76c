/// A list loaded a page at a time: ``refresh()`` loads the first page, ``loadMore()`` appends
/// the next one, and ``hasMore`` says when there are no more.
///
/// A page that fails to load leaves the pages already shown in place and reports its error in
/// ``loadMoreError``; calling ``loadMore()`` again retries it. An edit (``DataSource/modify(_:)``) made while
/// a page loads stays: the page is appended to the list as it is when the page arrives.
@MainActor
public final class PagedDataSource<Element: Sendable, Cursor: Sendable>: DataSource<[Element]> {
  /// Whether there is a page after the last one loaded.
  public nonisolated var hasMore: Property<Bool> { hasMoreStore }
  /// Whether a ``loadMore()`` is running.
  public nonisolated var isLoadingMore: Property<Bool> { isLoadingMoreStore }
  /// Why the last ``loadMore()`` failed; `nil` once a page loads.
  public nonisolated var loadMoreError: Property<(any Error)?> { loadMoreErrorStore }

  private nonisolated let hasMoreStore = MutableProperty(false)
  private nonisolated let isLoadingMoreStore = MutableProperty(false)
  private nonisolated let loadMoreErrorStore = MutableProperty<(any Error)?>(nil)
  private let loadPage: @Sendable (Cursor?) async throws -> Page<Element, Cursor>
  private var next: Cursor?
  private var pageTask: Task<Void, Never>?

  /// A source loading pages with `loadPage`, which is given `nil` for the first page and then
  /// each page's `next`.
  public init(
    timeout: Duration? = nil, clock: any Clock<Duration> = ContinuousClock(),
    loadPage: @escaping @Sendable (Cursor?) async throws -> Page<Element, Cursor>
  ) {
    self.loadPage = loadPage
    super.init(timeout: timeout, clock: clock)
  }

  isolated deinit {
    pageTask?.cancel()
  }

  /// Loads the first page again, dropping the pages loaded so far once it arrives.
  public override func refresh() {
    stopLoadingMore()
    let loadPage = loadPage
    perform({ try await loadPage(nil) }) { [weak self] _, page in
      self?.show(page, after: [])
    }
  }

  /// Appends the next page, unless there is none, one is already loading, or the first page is
  /// not showing (it is loading again, or failed).
  public func loadMore() {
    guard let shown = state.value.value, hasMore.value, !isLoadingMore.value,
      let cursor = next
    else { return }
    let loadPage = loadPage
    let operation = startingTimer { try await loadPage(cursor) }
    isLoadingMoreStore.value = true
    let work = PendingWork.begin()
    pageTask = Task { [weak self] in
      defer { work?.end() }
      do {
        let page = try await operation()
        guard !Task.isCancelled else { return }
        // The list as shown now, not as it was when the page was asked for: an edit made
        // while the page loaded stays.
        self?.show(page, after: self?.value.value ?? shown)
      } catch {
        guard !Task.isCancelled else { return }
        self?.loadMoreErrorStore.value = error
      }
      self?.isLoadingMoreStore.value = false
    }
  }

  private func show(_ page: Page<Element, Cursor>, after shown: [Element]) {
    next = page.next
    hasMoreStore.value = page.next != nil
    loadMoreErrorStore.value = nil
    settle(with: shown + page.items)
  }

  override func didCancel() { stopLoadingMore() }

  private func stopLoadingMore() {
    pageTask?.cancel()
    pageTask = nil
    isLoadingMoreStore.value = false
  }
}
