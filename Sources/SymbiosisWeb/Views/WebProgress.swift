/// A progress bar, `<progress max="1" value="0.5">`; with no value, it shows work whose
/// progress is not known.
@MainActor
public final class WebProgress: WebView {
  /// How far the work is, from 0 to 1; `nil` while that is not known.
  public var progress: Double? {
    didSet { showProgress() }
  }

  /// A bar showing `progress`.
  public init(_ progress: Double? = nil) {
    self.progress = progress
    super.init(tag: "progress", classes: "sy-progress")
    setAttribute("max", "1")
    showProgress()
  }

  /// The `value` attribute: the progress within 0 and 1, none while it is not known.
  private func showProgress() {
    let value = progress.flatMap { $0.isFinite ? String(min(1, max(0, $0))) : nil }
    setAttribute("value", value)
  }
}
