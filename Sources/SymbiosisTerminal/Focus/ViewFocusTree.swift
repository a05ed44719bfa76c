import Symbiosis

/// The terminal's views as the core ``/Symbiosis/FocusModel`` sees them: reading order is the
/// order of the view tree (where a view offers only some subviews, as a table offers its
/// highlighted row's cell), and a view is shown when neither it nor anything around it is
/// hidden. A view gaining focus tells the views around it (a table highlights its row).
@MainActor
struct ViewFocusTree: FocusTree {
  func focusableNodes(in layer: View, keeping kept: View?) -> [View] {
    layer.focusableViews(keeping: kept)
  }

  func layer(_ layer: View, contains node: View) -> Bool { layer.contains(node) }

  func takesFocus(_ node: View) -> Bool { node.acceptsFocus && isShown(node) }

  func frame(of node: View) -> Rect { node.frame }

  func didGainFocus(_ node: View) {
    node.didGainFocus()
    var around = node.superview
    while let view = around {
      view.descendantDidGainFocus(node)
      around = view.superview
    }
  }

  func didLoseFocus(_ node: View) { node.didLoseFocus() }

  private func isShown(_ view: View) -> Bool {
    var current: View? = view
    while let candidate = current {
      if candidate.isHidden { return false }
      current = candidate.superview
    }
    return true
  }
}
