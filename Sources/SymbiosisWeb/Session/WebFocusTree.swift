import Symbiosis

/// A page's views as the core's ``/Symbiosis/FocusModel`` sees them: the views that take the
/// focus are the shown, enabled, uncovered ones that accept it, in the page's order. The
/// browser places them, so they have no frame.
@MainActor
struct WebFocusTree: FocusTree {
  /// Tells the browser to focus a view (an `f` operation).
  let focus: @MainActor (WebView) -> Void

  func focusableNodes(in layer: WebView, keeping kept: WebView?) -> [WebView] {
    var views: [WebView] = []
    func collect(_ view: WebView) {
      if view === kept || takesFocus(view) { views.append(view) }
      for child in view.children { collect(child) }
    }
    collect(layer)
    return views
  }

  func layer(_ layer: WebView, contains node: WebView) -> Bool { node.isInside(layer) }

  func takesFocus(_ node: WebView) -> Bool {
    node.acceptsFocus && !node.isHiddenOnPage && !node.isDisabledOnPage && !node.isCoveredOnPage
  }

  func frame(of node: WebView) -> Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

  func didGainFocus(_ node: WebView) { focus(node) }
}
