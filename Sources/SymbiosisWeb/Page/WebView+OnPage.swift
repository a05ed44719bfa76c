extension WebView {
  /// Whether it or a view it is inside is hidden.
  public var isHiddenOnPage: Bool { isInside { $0.isHidden } }

  /// Whether it or a view it is inside is disabled (a disabled row disables its controls).
  public var isDisabledOnPage: Bool { isInside { $0.isDisabled } }

  /// Whether it is `view` or inside it.
  func isInside(_ view: WebView) -> Bool { isInside { $0 === view } }

  /// Whether a dialog covers it: it or a view it is inside is `inert`.
  public var isCoveredOnPage: Bool { isInside { $0.attribute("inert") != nil } }

  /// Whether it, or a view it is inside, is `such`.
  func isInside(_ such: (WebView) -> Bool) -> Bool {
    var view: WebView? = self
    while let current = view {
      if such(current) { return true }
      view = current.parent
    }
    return false
  }
}
