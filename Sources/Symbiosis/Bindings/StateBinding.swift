/// Shows the view for a data source's state and hides the others: a spinner while loading, the
/// content once loaded, a message when empty, failed or timed out.
///
/// Every outlet is optional. A timed-out load shows `timedOut`, or `failed` if there is no
/// `timedOut` view. While a source that has already shown content loads again, the content stays
/// up beside the `loading` view, so a refresh does not blank the screen. `failureMessage` shows
/// why the load failed or timed out, and is emptied otherwise.
///
/// ```swift
/// try StateBinding().connect(
///   toStateOf: people,
///   outlets: ["content": list, "loading": spinner, "failed": failedBox, "failureMessage": why])
/// ```
@MainActor
public final class StateBinding: Binding<LoadState<Void>> {
  /// Shown when the source has a value.
  @OptionalOutlet public var content: (any HideableView)?
  /// Shown while the source loads.
  @OptionalOutlet public var loading: (any HideableView)?
  /// Shown when the loaded value has nothing in it.
  @OptionalOutlet public var empty: (any HideableView)?
  /// Shown when the load failed.
  @OptionalOutlet public var failed: (any HideableView)?
  /// Shown when the load timed out.
  @OptionalOutlet public var timedOut: (any HideableView)?
  /// Shows the failed or timed-out load's message.
  @OptionalOutlet public var failureMessage: (any TextShowing)?

  private var hasShownContent = false

  /// A state binding with no views yet.
  public override init() {}

  /// Connects the named views, then follows `source`'s state and loads it if it has not.
  ///
  /// - Throws: ``WiringError`` when a name is not one of the outlets above, a view cannot be
  ///   hidden or a `failureMessage` view cannot show text.
  public func connect<Value>(
    toStateOf source: DataSource<Value>, outlets views: [String: AnyObject] = [:],
    file: String = #fileID, line: Int = #line, column: Int = #column
  ) throws {
    try connect(
      to: source.state.map { $0.mapValue { _ in () } }, outlets: views, file: file, line: line,
      column: column)
    source.loadIfNeeded()
  }

  override func willConnect() { hasShownContent = false }

  /// Hides every view but the one for `state`, and shows its failure's message.
  public override func update(with state: LoadState<Void>) {
    let phase = state.phase
    if phase == .loaded { hasShownContent = true }
    if phase == .empty || phase == .failed || phase == .timedOut { hasShownContent = false }
    let failedView = timedOut == nil && phase == .timedOut ? LoadPhase.timedOut : .failed
    content?.isHidden = !(phase == .loaded || (phase == .loading && hasShownContent))
    loading?.isHidden = phase != .loading
    empty?.isHidden = phase != .empty
    failed?.isHidden = phase != failedView
    timedOut?.isHidden = phase != .timedOut
    failureMessage?.text = state.error.map(ErrorMessage.text(for:)) ?? ""
  }
}
