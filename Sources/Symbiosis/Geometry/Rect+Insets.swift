extension Rect {
  /// The rectangle less `insets` on each edge, never negative in size.
  public func inset(by insets: Insets) -> Rect {
    inset(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}
